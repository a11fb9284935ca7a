import type { ProtocolOptions } from '@tool/protocols';
import { checkConstrain } from '../constrain/constrain-target';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { mergeReasoning } from './merge-reasoning';
import type { ToolCallMiddlewareCallOptions, Transport } from './middleware-options';
import { PROTOCOL_OPTION_KEYS } from './option-keys';

const MALFORMED_CALLS = ['feedback', 'text'] as const;
const TRANSPORTS = ['prompt', 'hybrid'] as const;
const UNKNOWN_ARGUMENTS = ['keep', 'drop', 'botched'] as const;

/**
 * The protocol options of one call: each key from the call's `providerOptions.toolCallMiddleware`
 * when it is set there, otherwise from the options given at creation; `reasoning` merged key by
 * key ({@link mergeReasoning}). `malformedCalls` defaults to `'feedback'`: a botched call goes
 * back to the model, as the AI SDK does with native calls.
 *
 * @throws ToolMiddlewareError when a per-call `malformedCalls` or `unknownArguments` is not one of
 *   its values.
 */
export function resolveCallOptions(
  atCreation: ToolCallMiddlewareCallOptions,
  perCall: Record<string, unknown> | undefined,
): ProtocolOptions {
  const resolved: Record<string, unknown> = {};
  for (const key of PROTOCOL_OPTION_KEYS) {
    const value = perCall?.[key] !== undefined ? perCall[key] : atCreation[key];
    if (value !== undefined) resolved[key] = value;
  }
  resolved.malformedCalls = checkChoice(
    'malformedCalls',
    resolved.malformedCalls ?? 'feedback',
    MALFORMED_CALLS,
  );
  if (resolved.unknownArguments !== undefined) {
    checkChoice('unknownArguments', resolved.unknownArguments, UNKNOWN_ARGUMENTS);
  }
  const reasoning = mergeReasoning(atCreation.reasoning, perCall?.reasoning);
  if (reasoning !== undefined) resolved.reasoning = reasoning;
  return resolved as ProtocolOptions;
}

/**
 * The transport of one call: `providerOptions.toolCallMiddleware.transport` when set, otherwise
 * the one given at creation, otherwise `'prompt'`.
 *
 * @throws ToolMiddlewareError when the value is not `'prompt'` or `'hybrid'`.
 */
export function resolveTransport(
  atCreation: ToolCallMiddlewareCallOptions,
  perCall: Record<string, unknown> | undefined,
): Transport {
  const value = perCall?.transport ?? atCreation.transport ?? 'prompt';
  return checkChoice('transport', value, TRANSPORTS);
}

/**
 * Checks the options given at creation that take one of a few values, so a typo fails when the
 * middleware is made.
 */
export function checkCallOptionChoices(options: ToolCallMiddlewareCallOptions): void {
  if (options.malformedCalls !== undefined) {
    checkChoice('malformedCalls', options.malformedCalls, MALFORMED_CALLS);
  }
  if (options.transport !== undefined) checkChoice('transport', options.transport, TRANSPORTS);
  if (options.unknownArguments !== undefined) {
    checkChoice('unknownArguments', options.unknownArguments, UNKNOWN_ARGUMENTS);
  }
  checkConstrain(options.constrain);
}

function checkChoice<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  throw new ToolMiddlewareError({
    code: 'INVALID_OPTION',
    message: `The tool-call middleware option ${name} must be ${allowed.map((v) => `'${v}'`).join(' or ')}, got ${JSON.stringify(value) ?? String(value)}. Set it in createToolMiddleware({ ${name} }) or per call in providerOptions.toolCallMiddleware.${name}.`,
  });
}
