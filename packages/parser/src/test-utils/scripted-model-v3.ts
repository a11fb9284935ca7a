import type { LanguageModelV3GenerateResult, LanguageModelV3StreamPart } from '@ai-sdk/provider-v3';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai-v6/test';
import { type Turn, turnParts, turnResult } from './scripted-model';
import { turnPlayer } from './scripted-turns';

/** A turn of an AI SDK 6 mock model: the same turn as the AI SDK 7 one. */
export type TurnV3 = Turn;

// The parts a scripted turn writes (stream-start, reasoning, text, native tool calls, finish) and
// its generate result have the same shape in specifications V3 and V4; only the type names differ
// (and provider@4's V4 values are readonly where provider@3's are not).
const asV3Parts = (parts: ReturnType<typeof turnParts>) =>
  parts as unknown as LanguageModelV3StreamPart[];
const asV3Result = (result: ReturnType<typeof turnResult>) =>
  result as unknown as LanguageModelV3GenerateResult;

/**
 * An AI SDK 6 mock model (specification V3) that plays `turns` in order, one per call (the last
 * repeats), in both modes; `doGenerateCalls` / `doStreamCalls` record what it received.
 */
export function scriptedModelV3(turns: ReadonlyArray<Turn | string>): MockLanguageModelV3 {
  const pick = turnPlayer(turns);
  const model: MockLanguageModelV3 = new MockLanguageModelV3({
    doGenerate: async () => asV3Result(turnResult(pick(model.doGenerateCalls.length - 1))),
    doStream: async () => ({
      stream: convertArrayToReadableStream(
        asV3Parts(turnParts(pick(model.doStreamCalls.length - 1))),
      ),
    }),
  });
  return model;
}
