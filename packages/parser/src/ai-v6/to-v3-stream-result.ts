import type { LanguageModelV3StreamPart, LanguageModelV3StreamResult } from '@ai-sdk/provider';
import type { FinishReason, StreamPart } from '@tool/protocols';
import type { StreamResult } from '../core-types';
import { toV3FinishReason } from './to-v3-finish-reason';

/**
 * The core's stream result as a V3 result: every part passes through as it is (unknown kinds
 * included), except that a `finish` part's reason is given in V3 terms.
 */
export function toV3StreamResult(result: StreamResult): LanguageModelV3StreamResult {
  const stream = result.stream.pipeThrough(
    new TransformStream<StreamPart, LanguageModelV3StreamPart>({
      transform(part, controller) {
        if (part.type === 'finish') {
          const reason = part.finishReason as FinishReason;
          if (reason.unified === 'interrupted') {
            controller.enqueue({
              ...part,
              finishReason: toV3FinishReason(reason),
            } as unknown as LanguageModelV3StreamPart);
            return;
          }
        }
        controller.enqueue(part as LanguageModelV3StreamPart);
      },
    }),
  );
  return { ...result, stream } as unknown as LanguageModelV3StreamResult;
}
