import type {
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
} from '@ai-sdk/provider-v3';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai-v6/test';
import { turnPlayer, usage } from '../../test-utils/scripted-turns';

/** One model turn: the text pieces it streams (joined for generate mode) and how it finishes. */
export interface TurnV3 {
  chunks: string[];
  finishReason?: LanguageModelV3FinishReason['unified'];
}

/** The stream parts of one turn: stream-start, one text block, finish. */
export function turnPartsV3(turn: TurnV3): LanguageModelV3StreamPart[] {
  const unified = turn.finishReason ?? 'stop';
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'p0' },
    ...turn.chunks.map(
      (delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 'p0', delta }),
    ),
    { type: 'text-end', id: 'p0' },
    { type: 'finish', finishReason: { unified, raw: unified }, usage },
  ];
}

/** The generate result of one turn. */
export function turnResultV3(turn: TurnV3): LanguageModelV3GenerateResult {
  const unified = turn.finishReason ?? 'stop';
  return {
    content: [{ type: 'text', text: turn.chunks.join('') }],
    finishReason: { unified, raw: unified },
    usage,
    warnings: [],
  };
}

/**
 * An AI SDK 6 mock model (specification V3) that plays `turns` in order, one per call (the last
 * repeats), in both modes; `doGenerateCalls` / `doStreamCalls` record what it received.
 */
export function scriptedModelV3(turns: ReadonlyArray<TurnV3 | string>): MockLanguageModelV3 {
  const pick = turnPlayer(turns);
  const model: MockLanguageModelV3 = new MockLanguageModelV3({
    doGenerate: async () => turnResultV3(pick(model.doGenerateCalls.length - 1)),
    doStream: async () => ({
      stream: convertArrayToReadableStream(turnPartsV3(pick(model.doStreamCalls.length - 1))),
    }),
  });
  return model;
}
