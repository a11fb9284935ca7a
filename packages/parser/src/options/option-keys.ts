import type { ReasoningOptions } from '@tool/protocols';
import type { ToolCallMiddlewareCallOptions, ToolMiddlewareOptions } from './middleware-options';

/**
 * Every option of a call, and where it goes: `'protocol'` options are handed to the protocol as
 * they are resolved (per call over creation); `transport` is the middleware's own and `reasoning`
 * is merged key by key. This one object is where an option is declared to the checks: adding one
 * to {@link ToolCallMiddlewareCallOptions} fails the type-check until it has its line here, and
 * then the unknown-key checks and `resolveCallOptions` know it.
 */
export const CALL_OPTIONS: Readonly<
  Record<keyof ToolCallMiddlewareCallOptions, 'protocol' | 'transport' | 'reasoning'>
> = {
  onError: 'protocol',
  originalToolSchemas: 'protocol',
  emitFailedCallText: 'protocol',
  maxToolCallSize: 'protocol',
  generateId: 'protocol',
  malformedCalls: 'protocol',
  unknownArguments: 'protocol',
  transport: 'transport',
  toolResultMedia: 'transport', // the middleware's own: read when tool results are rewritten
  constrain: 'transport', // the middleware's own: the grammar fields it adds to the request
  reasoning: 'reasoning',
};

/** The options `createToolMiddleware` takes besides the call options (keyed for the type-check). */
const CREATION_ONLY: Readonly<
  Record<Exclude<keyof ToolMiddlewareOptions, keyof ToolCallMiddlewareCallOptions>, true>
> = {
  protocol: true,
  toolSystemPromptTemplate: true,
  placement: true,
  fallbackProtocols: true,
};

/** The keys of the `reasoning` option (the engine's {@link ReasoningOptions}). */
const REASONING_OPTIONS: Readonly<Record<keyof ReasoningOptions, true>> = {
  open: true,
  close: true,
  startInReasoning: true,
  toolCalls: true,
};

/** The call options handed to the protocol, in declaration order. */
export const PROTOCOL_OPTION_KEYS = (
  Object.keys(CALL_OPTIONS) as Array<keyof ToolCallMiddlewareCallOptions>
).filter((key) => CALL_OPTIONS[key] === 'protocol');

/** The keys of `providerOptions.toolCallMiddleware`. */
export const CALL_OPTION_KEYS: readonly string[] = Object.keys(CALL_OPTIONS);

/** The keys of `createToolMiddleware`'s options. */
export const CREATION_OPTION_KEYS: readonly string[] = [
  ...Object.keys(CREATION_ONLY),
  ...CALL_OPTION_KEYS,
];

/** The keys of `toolMiddlewareFor`'s options: the creation options and `defaultPreset`. */
export const MODEL_OPTION_KEYS: readonly string[] = [...CREATION_OPTION_KEYS, 'defaultPreset'];

/** The keys of a `reasoning` option object. */
export const REASONING_OPTION_KEYS: readonly string[] = Object.keys(REASONING_OPTIONS);
