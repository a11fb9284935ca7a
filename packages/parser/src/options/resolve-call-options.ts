import type { ProtocolOptions } from '@tool/protocols';
import { mergeReasoning } from './merge-reasoning';
import type { ToolCallMiddlewareCallOptions } from './middleware-options';

const CALL_OPTION_KEYS = [
  'onError',
  'originalToolSchemas',
  'emitFailedCallText',
  'maxToolCallSize',
  'generateId',
] as const;

/**
 * The protocol options of one call: each key from the call's `providerOptions.toolCallMiddleware`
 * when it is set there, otherwise from the options given at creation; `reasoning` merged key by
 * key ({@link mergeReasoning}).
 */
export function resolveCallOptions(
  atCreation: ToolCallMiddlewareCallOptions,
  perCall: Record<string, unknown> | undefined,
): ProtocolOptions {
  const resolved: Record<string, unknown> = {};
  for (const key of CALL_OPTION_KEYS) {
    const value = perCall?.[key] !== undefined ? perCall[key] : atCreation[key];
    if (value !== undefined) resolved[key] = value;
  }
  const reasoning = mergeReasoning(atCreation.reasoning, perCall?.reasoning);
  if (reasoning !== undefined) resolved.reasoning = reasoning;
  return resolved as ProtocolOptions;
}
