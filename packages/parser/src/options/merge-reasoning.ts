import type { ReasoningOptions } from '@tool/protocols';

/**
 * The `reasoning` option of one call: a per-call object merged over the creation-time one, key by
 * key (a key left undefined keeps the earlier value); `false` given per call switches reasoning off
 * for the call; a per-call object after a creation-time `false` switches it back on, with only its
 * own keys. Values that are neither are passed on as they are, for the engine to reject.
 */
export function mergeReasoning(
  atCreation: unknown,
  perCall: unknown,
): false | ReasoningOptions | undefined {
  if (perCall === undefined) return atCreation as false | ReasoningOptions | undefined;
  if (!isOptionsObject(perCall) || !isOptionsObject(atCreation)) {
    return perCall as false | ReasoningOptions;
  }
  const merged: Record<string, unknown> = { ...atCreation };
  for (const [key, value] of Object.entries(perCall)) if (value !== undefined) merged[key] = value;
  return merged as ReasoningOptions;
}

function isOptionsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
