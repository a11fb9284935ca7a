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
import { FedBackCalls } from './fed-back-calls';
import type { AcceptsMedia } from './tool-result-media/media-policy';
import { resultFiles } from './tool-result-media/result-files';

/**
 * Rewrites the conversation history for a model without native tools: assistant `tool-call`
 * parts (and provider-executed `tool-result` parts) become text in the protocol's format, and
 * `tool` messages become `user` messages whose tool results are text in the protocol's format —
 * for every output kind (text, json, errors, denials, and content whose files and images become
 * readable placeholders). Approval responses are dropped: the AI SDK has already turned a denial
 * into an `execution-denied` result. Other messages and parts are kept as they are.
 *
 * A call the middleware sent back to the model (`malformedCalls: 'feedback'`) is written back as
 * the text the model wrote, and its result as an error saying what was wrong (see
 * {@link FedBackCalls}).
 *
 * A tool result's files that `acceptsMedia` lets through (`toolResultMedia`) also follow its text
 * as file parts of the user message; the text's placeholder names each of them.
 */
export function rewritePrompt(
  prompt: ReadonlyArray<PromptMessage>,
  protocol: ToolCallProtocol,
  acceptsMedia: AcceptsMedia = () => false,
): PromptMessage[] {
  const fedBack = FedBackCalls.scan(prompt);
  return prompt.map((message): PromptMessage => {
    switch (message.role) {
      case 'assistant':
        return {
          ...message,
          content: message.content.map((part) => assistantPart(part, protocol, fedBack)),
        };
      case 'tool':
        return toUserMessage(message, protocol, fedBack, acceptsMedia);
      default:
        return message;
    }
  });
}

/**
 * An assistant part as text. A call the middleware sent back to the model (feedback mode) is
 * written exactly as the model wrote it, so the model sees its own mistake.
 */
function assistantPart(part: AnyPart, protocol: ToolCallProtocol, fedBack: FedBackCalls): AnyPart {
  if (isToolCallPart(part)) {
    return text(fedBack.call(part)?.segment ?? formatCall(part, protocol));
  }
  if (isToolResultPart(part)) return text(formatResult(part, protocol));
  return part;
}

function toUserMessage(
  message: ContentMessage,
  protocol: ToolCallProtocol,
  fedBack: FedBackCalls,
  acceptsMedia: AcceptsMedia,
): ContentMessage {
  const content: AnyPart[] = [];
  for (const part of message.content) {
    if (isToolResultPart(part)) {
      const fedBackResult = fedBack.formatResult(part, protocol);
      content.push(text(fedBackResult ?? formatResult(part, protocol)));
      if (fedBackResult === undefined) {
        content.push(...resultFiles(part.output).filter((file) => acceptsMedia(file.mediaType)));
      }
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
