import { getProtocolFormat, type ToolCallProtocol, withFallbackProtocols } from '@tool/protocols';
import type { ConstrainEndpoint } from './constrain/constrain-request';
import { checkKnownKeys } from './options/check-known-keys';
import { checkReasoningOption } from './options/check-reasoning-option';
import type {
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
} from './options/middleware-options';
import { CREATION_OPTION_KEYS } from './options/option-keys';
import { checkCallOptionChoices } from './options/resolve-call-options';
import { ToolMiddlewareError } from './tool-middleware-error';
import { checkToolResultMedia } from './tool-result-media/media-policy';

/** The checked options of one middleware, shared by its handlers. */
export interface MiddlewareConfig {
  /** The protocol, composed with the fallback protocols when there are any. */
  protocol: ToolCallProtocol;
  toolSystemPromptTemplate: (tools: string) => string;
  placement: ToolPromptPlacement;
  /** Options given at creation; per-call options override them. */
  callOptions: ToolCallMiddlewareCallOptions;
  /**
   * The endpoint the requests go to: `completion` for the completion transport of
   * `fromChatTemplate`, where llama.cpp takes a lazy grammar; `chat` otherwise.
   */
  endpoint: ConstrainEndpoint;
}

const PROTOCOL_METHODS = [
  'formatTools',
  'formatToolCall',
  'formatToolResponse',
  'parseGeneratedText',
  'createStreamParser',
] as const;

/**
 * Checks the options of `createToolMiddleware`, so a broken setup fails when the middleware is
 * made rather than on the first model call.
 */
export function createMiddlewareConfig(
  options: ToolMiddlewareOptions,
  endpoint: ConstrainEndpoint = 'chat',
): MiddlewareConfig {
  if (typeof options !== 'object' || options === null) {
    throw new ToolMiddlewareError({
      code: 'INVALID_PROTOCOL',
      message:
        'createToolMiddleware expects an options object: createToolMiddleware({ protocol: jsonMixProtocol(), toolSystemPromptTemplate: (tools) => "You may call: " + tools }).',
    });
  }
  checkKnownKeys(options, CREATION_OPTION_KEYS, 'createToolMiddleware');
  const {
    protocol,
    toolSystemPromptTemplate,
    placement = 'system',
    fallbackProtocols,
    ...callOptions
  } = options;
  checkProtocol(protocol);
  checkCallOptionChoices(callOptions);
  checkToolResultMedia(callOptions.toolResultMedia);
  if (typeof toolSystemPromptTemplate !== 'function') {
    throw new ToolMiddlewareError({
      code: 'MISSING_TEMPLATE',
      message:
        'createToolMiddleware needs toolSystemPromptTemplate, a function that receives the tool list as a string and returns the instructions, for example (tools) => "You may call these tools: " + tools. The presets export theirs (hermesSystemPromptTemplate, …).',
    });
  }
  if (placement !== 'system' && placement !== 'first-user') {
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `createToolMiddleware: placement must be 'system' or 'first-user', got ${JSON.stringify(placement)}.`,
    });
  }
  checkReasoningOption(callOptions.reasoning, 'createToolMiddleware');
  return {
    protocol: withFallbacks(protocol, fallbackProtocols),
    toolSystemPromptTemplate,
    placement,
    callOptions,
    endpoint,
  };
}

function withFallbacks(protocol: ToolCallProtocol, fallbacks: unknown): ToolCallProtocol {
  if (fallbacks === undefined) return protocol;
  if (!Array.isArray(fallbacks)) {
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `createToolMiddleware: fallbackProtocols must be an array of protocols, such as [jsonMixProtocol(), fencedJsonProtocol()]; got ${typeof fallbacks}.`,
    });
  }
  for (const fallback of fallbacks) checkProtocol(fallback);
  if (fallbacks.length === 0) return protocol;
  // Composition needs each format's markers, which only defineProtocol records.
  for (const candidate of [protocol, ...fallbacks]) {
    if (getProtocolFormat(candidate) === undefined) {
      throw new ToolMiddlewareError({
        code: 'INVALID_PROTOCOL',
        message: `createToolMiddleware: fallbackProtocols are composed with the protocol on the shared streaming engine, but ${JSON.stringify(candidate.name)} was not made with defineProtocol. Build it with defineProtocol (every built-in protocol is), or leave fallbackProtocols out.`,
      });
    }
  }
  return withFallbackProtocols(protocol, fallbacks);
}

function checkProtocol(protocol: unknown): asserts protocol is ToolCallProtocol {
  if (typeof protocol !== 'object' || protocol === null) {
    throw new ToolMiddlewareError({
      code: 'INVALID_PROTOCOL',
      message: `createToolMiddleware needs a protocol object, got ${protocol === null ? 'null' : typeof protocol}. Pass one such as jsonMixProtocol() or morphXmlProtocol() — note the call: the factories return the protocol.`,
    });
  }
  const missing = PROTOCOL_METHODS.filter(
    (method) => typeof (protocol as Record<string, unknown>)[method] !== 'function',
  );
  if (missing.length > 0) {
    throw new ToolMiddlewareError({
      code: 'INVALID_PROTOCOL',
      message: `The protocol passed to createToolMiddleware is missing ${missing.map((m) => `${m}()`).join(', ')}. A protocol implements ToolCallProtocol from @tool/protocols; build one with defineProtocol() to get the parsing methods from the shared engine.`,
    });
  }
}
