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
  /** Native tool calls after the text (`input` is JSON text), as a server with a tool parser sends. */
  native?: Array<{ toolCallId: string; toolName: string; input: string }>;
}

/** A turn with native calls finishes with `tool-calls` unless it says otherwise. */
function finishOf(turn: TurnV3): LanguageModelV3FinishReason['unified'] {
  return turn.finishReason ?? ((turn.native ?? []).length > 0 ? 'tool-calls' : 'stop');
}

/** The stream parts of one turn: stream-start, one text block, native calls, finish. */
export function turnPartsV3(turn: TurnV3): LanguageModelV3StreamPart[] {
  const unified = finishOf(turn);
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'p0' },
    ...turn.chunks.map(
      (delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 'p0', delta }),
    ),
    { type: 'text-end', id: 'p0' },
    ...(turn.native ?? []).flatMap((call): LanguageModelV3StreamPart[] => [
      { type: 'tool-input-start', id: call.toolCallId, toolName: call.toolName },
      { type: 'tool-input-delta', id: call.toolCallId, delta: call.input },
      { type: 'tool-input-end', id: call.toolCallId },
      { type: 'tool-call', ...call },
    ]),
    { type: 'finish', finishReason: { unified, raw: unified }, usage },
  ];
}

/** The generate result of one turn. */
export function turnResultV3(turn: TurnV3): LanguageModelV3GenerateResult {
  const unified = finishOf(turn);
  return {
    content: [
      { type: 'text', text: turn.chunks.join('') },
      ...(turn.native ?? []).map((call) => ({ type: 'tool-call' as const, ...call })),
    ],
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
