import type {
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import { turnPlayer, usage } from './scripted-turns';

export { usage };

/** One model turn: the text pieces it streams (joined for generate mode), plus extras. */
export interface Turn {
  chunks: string[];
  finishReason?: LanguageModelV4FinishReason['unified'];
  /** Reasoning given before the text (a reasoning block / a reasoning content part). */
  reasoning?: string;
  warnings?: LanguageModelV4GenerateResult['warnings'];
  /** Native tool calls after the text, as a server with a tool parser returns them. */
  native?: NativeCall[];
}

/** A native tool call of a scripted turn; `input` is JSON text. */
export interface NativeCall {
  toolCallId: string;
  toolName: string;
  input: string;
}

/** The stream parts of native calls, as a provider streams them (input in one delta). */
export function nativeCallParts(calls: readonly NativeCall[] = []): LanguageModelV4StreamPart[] {
  return calls.flatMap((call): LanguageModelV4StreamPart[] => [
    { type: 'tool-input-start', id: call.toolCallId, toolName: call.toolName },
    { type: 'tool-input-delta', id: call.toolCallId, delta: call.input },
    { type: 'tool-input-end', id: call.toolCallId },
    { type: 'tool-call', ...call },
  ]);
}

/** A turn with native calls finishes with `tool-calls` unless it says otherwise. */
function finishOf(turn: Turn): LanguageModelV4FinishReason['unified'] {
  return turn.finishReason ?? ((turn.native ?? []).length > 0 ? 'tool-calls' : 'stop');
}

const stop = (unified: LanguageModelV4FinishReason['unified'] = 'stop') => ({
  unified,
  raw: unified,
});

/** The stream parts of one turn: stream-start, extras, one text block, finish. */
export function turnParts(turn: Turn): LanguageModelV4StreamPart[] {
  return [
    { type: 'stream-start', warnings: turn.warnings ?? [] },
    ...(turn.reasoning === undefined
      ? []
      : ([
          { type: 'reasoning-start', id: 'r0' },
          { type: 'reasoning-delta', id: 'r0', delta: turn.reasoning },
          { type: 'reasoning-end', id: 'r0' },
        ] satisfies LanguageModelV4StreamPart[])),
    { type: 'text-start', id: 'p0' },
    ...turn.chunks.map(
      (delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'p0', delta }),
    ),
    { type: 'text-end', id: 'p0' },
    ...nativeCallParts(turn.native),
    { type: 'finish', finishReason: stop(finishOf(turn)), usage },
  ];
}

/** The generate result of one turn. */
export function turnResult(turn: Turn): LanguageModelV4GenerateResult {
  const reasoning: LanguageModelV4Content[] =
    turn.reasoning === undefined ? [] : [{ type: 'reasoning', text: turn.reasoning }];
  return {
    content: [
      ...reasoning,
      { type: 'text', text: turn.chunks.join('') },
      ...(turn.native ?? []).map(
        (call): LanguageModelV4Content => ({ type: 'tool-call', ...call }),
      ),
    ],
    finishReason: stop(finishOf(turn)),
    usage,
    warnings: turn.warnings ?? [],
  };
}

/**
 * A mock model that plays `turns` in order, one per call (the last repeats), in both modes. Its
 * `doGenerateCalls` / `doStreamCalls` record what the middleware sent.
 */
export function scriptedModel(turns: ReadonlyArray<Turn | string>): MockLanguageModelV4 {
  const pick = turnPlayer(turns);
  const model: MockLanguageModelV4 = new MockLanguageModelV4({
    doGenerate: async () => turnResult(pick(model.doGenerateCalls.length - 1)),
    doStream: async () => ({
      stream: convertArrayToReadableStream(turnParts(pick(model.doStreamCalls.length - 1))),
    }),
  });
  return model;
}
