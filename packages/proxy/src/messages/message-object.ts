import type { LanguageModelV4Usage } from '@ai-sdk/provider';
import type { Answer } from '../convert/read-answer';
import type { OpenAIFinishReason } from '../convert/to-finish-reason';
import type { JsonObject } from '../request/field-checks';

/** Anthropic's `stop_reason` values the proxy answers with. */
export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal';

/** Anthropic's `stop_reason` for how an answer ended. */
export function stopReason(reason: OpenAIFinishReason): StopReason {
  switch (reason) {
    case 'tool_calls':
      return 'tool_use';
    case 'length':
      return 'max_tokens';
    case 'content_filter':
      return 'refusal';
    default:
      return 'end_turn';
  }
}

/** A message id in Anthropic's style. */
export function newMessageId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** Anthropic's `usage`, with 0 for counts the upstream did not report. */
export function messageUsage(usage: LanguageModelV4Usage | undefined): JsonObject {
  return {
    input_tokens: usage?.inputTokens.total ?? 0,
    output_tokens: usage?.outputTokens.total ?? 0,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: usage?.inputTokens.cacheRead ?? 0,
  };
}

/**
 * A call's `input` as Anthropic gives it: the arguments as a JSON object, or — for a call the
 * model botched, whose input is the model's own text — that text as a JSON string. A client that
 * checks the input against the tool's schema then answers with an error (`is_error`), and sends
 * the call back with the string, which the proxy reads as the botched call's text again.
 */
export function toolInput(input: string): JsonObject | string {
  try {
    const value: unknown = JSON.parse(input);
    if (isJsonObject(value)) return value;
  } catch {
    // Not JSON: a botched call's text.
  }
  return input;
}

/** Whether a parsed JSON value is an object (JSON.parse makes only JSON values). */
function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The head of a message: everything but its content, stop reason and usage. */
export function messageHead(id: string, model: string): JsonObject {
  return { id, type: 'message', role: 'assistant', model };
}

/**
 * A whole answer as an Anthropic `message`: a `thinking` block with the reasoning, a `text` block,
 * a `tool_use` block per call, the `stop_reason` (`tool_use` with calls) and the usage.
 */
export function messageOf(answer: Answer, model: string): JsonObject {
  const content: JsonObject[] = [];
  if (answer.reasoning.length > 0) {
    content.push({ type: 'thinking', thinking: answer.reasoning, signature: '' });
  }
  if (answer.text.length > 0) content.push({ type: 'text', text: answer.text });
  for (const call of answer.calls) {
    content.push({
      type: 'tool_use',
      id: call.id,
      name: call.name,
      input: toolInput(call.input),
    });
  }
  return {
    ...messageHead(newMessageId(), model),
    content,
    stop_reason: stopReason(answer.reason),
    stop_sequence: null,
    usage: messageUsage(answer.usage),
  };
}
