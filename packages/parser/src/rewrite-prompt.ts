import type { ToolCallProtocol } from '@tool/protocols';
import {
  type AnyPart,
  type ContentMessage,
  isToolCallPart,
  isToolResultPart,
  type PromptMessage,
  type TextPart,
  type ToolCallPromptPart,
  type ToolResultPromptPart,
} from './core-types';

/**
 * Rewrites the conversation history for a model without native tools: assistant `tool-call`
 * parts (and provider-executed `tool-result` parts) become text in the protocol's format, and
 * `tool` messages become `user` messages whose tool results are text in the protocol's format —
 * for every output kind (text, json, errors, denials, and content whose files and images become
 * readable placeholders). Approval responses are dropped: the AI SDK has already turned a denial
 * into an `execution-denied` result. Other messages and parts are kept as they are.
 */
export function rewritePrompt(
  prompt: ReadonlyArray<PromptMessage>,
  protocol: ToolCallProtocol,
): PromptMessage[] {
  return prompt.map((message): PromptMessage => {
    switch (message.role) {
      case 'assistant':
        return {
          ...message,
          content: message.content.map((part) => assistantPart(part, protocol)),
        };
      case 'tool':
        return toUserMessage(message, protocol);
      default:
        return message;
    }
  });
}

function assistantPart(part: AnyPart, protocol: ToolCallProtocol): AnyPart {
  if (isToolCallPart(part)) return text(formatCall(part, protocol));
  if (isToolResultPart(part)) return text(formatResult(part, protocol));
  return part;
}

function toUserMessage(message: ContentMessage, protocol: ToolCallProtocol): ContentMessage {
  const content: AnyPart[] = [];
  for (const part of message.content) {
    if (isToolResultPart(part)) {
      content.push(text(formatResult(part, protocol)));
    } else if (part.type !== 'tool-approval-response') {
      content.push(part);
    }
  }
  const { role: _role, ...rest } = message;
  return { role: 'user', ...rest, content };
}

function formatCall(part: ToolCallPromptPart, protocol: ToolCallProtocol): string {
  return protocol.formatToolCall({
    toolCallId: part.toolCallId,
    toolName: part.toolName,
    input: part.input,
  });
}

function formatResult(part: ToolResultPromptPart, protocol: ToolCallProtocol): string {
  return protocol.formatToolResponse({
    toolCallId: part.toolCallId,
    toolName: part.toolName,
    output: part.output,
  });
}

function text(value: string): TextPart {
  return { type: 'text', text: value };
}
