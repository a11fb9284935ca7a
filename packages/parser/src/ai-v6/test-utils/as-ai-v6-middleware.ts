import type { LanguageModelV3Middleware as FrozenV3Middleware } from '@ai-sdk/provider';
import type { LanguageModelV3Middleware } from '@ai-sdk/provider-v3';

/**
 * The middleware typed as ai@6 expects it. Only this repository needs the cast: here
 * `@ai-sdk/provider` is v4, whose frozen V3 types mark JSON values readonly where provider@3 does
 * not, so TypeScript keeps them apart. A project on AI SDK 6 resolves `@ai-sdk/provider` to v3 and
 * passes the middleware as it is (`scripts/check-packages.mjs` type-checks exactly that).
 */
export function asAiV6Middleware(middleware: FrozenV3Middleware): LanguageModelV3Middleware {
  return middleware as unknown as LanguageModelV3Middleware;
}
