import type { LanguageModelV4GenerateResult, LanguageModelV4Usage } from '@ai-sdk/provider';
import { type OpenAIFinishReason, toFinishReason } from './to-finish-reason';
import { trailingSpaceStart } from './trailing-space';

/** A call of a whole answer: its `input` is JSON text, or the model's own text when botched. */
export interface AnswerCall {
  id: string;
  name: string;
  input: string;
}

/** A whole answer as every API the proxy serves writes it, each in its own shape. */
export interface Answer {
  /** The text; with calls, without the whitespace that ends it (see `messageContent`). */
  text: string;
  reasoning: string;
  calls: AnswerCall[];
  /** OpenAI's `finish_reason`: `tool_calls` when the answer has calls (see `toFinishReason`). */
  reason: OpenAIFinishReason;
  usage: LanguageModelV4Usage;
}

/**
 * Reads the wrapped model's whole result: the text, the reasoning, the calls (only the first with
 * `parallel_tool_calls: false`), how it ended and its usage. The same reading serves every API, as
 * `AnswerStream` does for streams.
 */
export function readAnswer(
  result: LanguageModelV4GenerateResult,
  parallelToolCalls: boolean,
): Answer {
  let text = '';
  let reasoning = '';
  const calls: AnswerCall[] = [];
  for (const part of result.content) {
    if (part.type === 'text') text += part.text;
    else if (part.type === 'reasoning') reasoning += part.text;
    else if (part.type === 'tool-call' && (parallelToolCalls || calls.length === 0)) {
      calls.push({ id: part.toolCallId, name: part.toolName, input: part.input });
    }
  }
  return {
    text: calls.length > 0 ? text.slice(0, trailingSpaceStart(text)) : text,
    reasoning,
    calls,
    reason: toFinishReason(result.finishReason, calls.length > 0),
    usage: result.usage,
  };
}
