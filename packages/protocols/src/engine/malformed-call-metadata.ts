import type { ToolCallParseErrorCode } from '../errors/tool-call-parse-error';
import type { MalformedCall } from '../types';

/**
 * The namespace of the tool-call middleware in `providerMetadata` and `providerOptions`. The AI SDK
 * hands a call's `providerMetadata` back as the `providerOptions` of that call in the next step's
 * history, which is how a fed-back call's {@link MalformedCall} reaches the prompt rewriting.
 */
export const MALFORMED_CALL_NAMESPACE = 'toolCallMiddleware';

/** The `providerMetadata` of a call fed back to the model. */
export function malformedCallMetadata(malformed: MalformedCall): {
  toolCallMiddleware: { malformed: MalformedCall };
} {
  return { toolCallMiddleware: { malformed } };
}

/**
 * The {@link MalformedCall} that a part's `providerMetadata` (a generated or streamed call) or
 * `providerOptions` (the same call in the history) carries, or undefined. Reads only well-formed
 * records, since history can be edited by anyone before it comes back.
 *
 * @param metadata A part's `providerMetadata` or `providerOptions`.
 */
export function readMalformedCall(metadata: unknown): MalformedCall | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const namespace = (metadata as Record<string, unknown>)[MALFORMED_CALL_NAMESPACE];
  if (typeof namespace !== 'object' || namespace === null) return undefined;
  const malformed = (namespace as Record<string, unknown>).malformed;
  if (typeof malformed !== 'object' || malformed === null) return undefined;
  const { code, message, segment } = malformed as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || typeof segment !== 'string') {
    return undefined;
  }
  return { code: code as ToolCallParseErrorCode, message, segment };
}
