import { readMalformedCall } from '@tool/protocols';
import { type AnyPart, isToolCallPart, isToolResultPart, type PromptMessage } from '../core-types';
import type { TemplateMessage, TemplateToolCall } from './template-messages';

/** Why a prompt has no template rendering of its own: the caller falls back to the preset's. */
export type TemplateConversation =
  | {
      readonly kind: 'ok';
      readonly messages: readonly TemplateMessage[];
      /** For each message, the index of the prompt message it comes from. */
      readonly sources: readonly number[];
    }
  | { readonly kind: 'unsupported'; readonly reason: string };

/**
 * A tool result's output as the text of its tool message, written as `@ai-sdk/openai-compatible`
 * writes it for a model with native tools: text as it is, JSON and content parts as JSON, a
 * denial as its reason.
 */
export function toolOutputText(output: unknown): string {
  if (typeof output !== 'object' || output === null) return String(output);
  const { type, value, reason } = output as { type?: unknown; value?: unknown; reason?: unknown };
  switch (type) {
    case 'text':
    case 'error-text':
      return String(value);
    case 'execution-denied':
      return typeof reason === 'string' ? reason : 'Tool call execution denied.';
    default:
      return JSON.stringify(type === undefined ? output : value);
  }
}

function parsedInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

function textOf(parts: readonly AnyPart[]): string | undefined {
  let text = '';
  for (const part of parts) {
    if (part.type === 'text') text += String(part.text);
    else if (part.type !== 'reasoning' && part.type !== 'tool-call') return undefined;
  }
  return text;
}

/**
 * The AI SDK prompt as the messages a chat template reads: assistant calls as `tool_calls` with
 * object arguments, each tool result as a `tool` message. Past reasoning is left out (the plain
 * request carries none either). Files, images, provider-executed tools and calls sent back for a
 * retry have no template rendering here: the caller keeps the preset's wording for them.
 */
export function templateConversation(prompt: readonly PromptMessage[]): TemplateConversation {
  const messages: TemplateMessage[] = [];
  const sources: number[] = [];
  for (const [index, message] of prompt.entries()) {
    while (sources.length < messages.length) sources.push(index - 1);
    if (message.role === 'system') {
      messages.push({ role: 'system', content: message.content });
      continue;
    }
    if (message.role === 'tool') {
      for (const part of message.content) {
        if (!isToolResultPart(part)) continue;
        messages.push({
          role: 'tool',
          tool_call_id: part.toolCallId,
          content: toolOutputText(part.output),
        });
      }
      continue;
    }
    const content = textOf(message.content);
    if (content === undefined) {
      return {
        kind: 'unsupported',
        reason: `a ${message.role} message holds a part other than text`,
      };
    }
    if (message.role === 'user') {
      messages.push({ role: 'user', content });
      continue;
    }
    const calls: TemplateToolCall[] = [];
    for (const part of message.content) {
      if (!isToolCallPart(part)) continue;
      if (readMalformedCall(part.providerOptions) !== undefined) {
        return { kind: 'unsupported', reason: 'a botched call was sent back for a retry' };
      }
      calls.push({
        id: part.toolCallId,
        type: 'function',
        function: { name: part.toolName, arguments: parsedInput(part.input) },
      });
    }
    messages.push(
      calls.length === 0
        ? { role: 'assistant', content }
        : { role: 'assistant', content, tool_calls: calls },
    );
  }
  while (sources.length < messages.length) sources.push(prompt.length - 1);
  return { kind: 'ok', messages, sources };
}
