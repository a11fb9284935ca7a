import type { ToolCallProtocol } from '@tool/protocols';
import { condenseMessages } from './condense-messages';
import {
  type AnyPart,
  isToolCallPart,
  isToolResultPart,
  type PromptMessage,
  type TextPart,
} from './core-types';
import { FedBackCalls } from './fed-back-calls';

/**
 * The history for the hybrid transport: it stays native — tool calls as `tool-call` parts, results
 * in `tool` messages, as the server's chat template expects — except for the calls the middleware
 * parsed from text and sent back to the model (`malformedCalls: 'feedback'`). Such a call never
 * was a native call: it is written back as the text the model wrote, and its result moves out of
 * the `tool` message (which must answer native calls only) into a `user` message right after it,
 * as an error in the protocol's format that says what was wrong.
 */
export function rewriteHybridPrompt(
  prompt: ReadonlyArray<PromptMessage>,
  protocol: ToolCallProtocol,
): PromptMessage[] {
  const fedBack = FedBackCalls.scan(prompt);
  if (fedBack.size === 0) return [...prompt];
  const out: PromptMessage[] = [];
  for (const message of prompt) {
    if (message.role === 'assistant') {
      out.push({
        ...message,
        content: message.content.map((part): AnyPart => {
          const record = isToolCallPart(part) ? fedBack.call(part) : undefined;
          return record === undefined ? part : text(record.segment);
        }),
      });
    } else if (message.role === 'tool') {
      const native: AnyPart[] = [];
      const feedback: TextPart[] = [];
      for (const part of message.content) {
        const written = isToolResultPart(part) ? fedBack.formatResult(part, protocol) : undefined;
        if (written === undefined) native.push(part);
        else feedback.push(text(written));
      }
      if (native.length > 0) out.push({ ...message, content: native });
      if (feedback.length > 0) out.push({ role: 'user', content: feedback });
    } else {
      out.push(message);
    }
  }
  // A moved result follows a tool message; it may now meet the user's next message.
  return condenseMessages(out);
}

function text(value: string): TextPart {
  return { type: 'text', text: value };
}
