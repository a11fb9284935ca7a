import { ToolMiddlewareError } from '../tool-middleware-error';

/** The inference servers whose own grammar fields `constrain` fills in (docs/grammar.md). */
export const CONSTRAIN_TARGETS = ['vllm', 'sglang', 'llama.cpp', 'ollama'] as const;

/** A server whose grammar fields the middleware sends: see `constrain` in the options. */
export type ConstrainTarget = (typeof CONSTRAIN_TARGETS)[number];

/**
 * The `constrain` of one call: the per-call value (`providerOptions.toolCallMiddleware.constrain`)
 * when set, otherwise the one given at creation; `false` or unset sends no grammar.
 *
 * @throws ToolMiddlewareError when the value is not a target nor `false`.
 */
export function resolveConstrain(atCreation: unknown, perCall: unknown): ConstrainTarget | false {
  return checkConstrain(perCall !== undefined ? perCall : atCreation);
}

export function checkConstrain(value: unknown): ConstrainTarget | false {
  if (value === undefined || value === false) return false;
  if ((CONSTRAIN_TARGETS as readonly unknown[]).includes(value)) return value as ConstrainTarget;
  throw new ToolMiddlewareError({
    code: 'INVALID_OPTION',
    message: `The tool-call middleware option constrain must be ${CONSTRAIN_TARGETS.map((t) => `'${t}'`).join(', ')} or false, got ${JSON.stringify(value) ?? String(value)}. Set it in createToolMiddleware({ constrain }) or per call in providerOptions.toolCallMiddleware.constrain.`,
  });
}
