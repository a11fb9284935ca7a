import type { AssistantModelMessage, ModelMessage, SystemModelMessage, ToolModelMessage } from 'ai';
import type { ChatMessage } from '../tasks/eval-task';

/** A conversation as `generateText` takes it. */
export interface ModelConversation {
  /** The system messages that open the conversation (`instructions` in AI SDK 7). */
  instructions: SystemModelMessage[];
  messages: ModelMessage[];
  /** A system message later in the conversation stays in place; AI SDK 7 must be told so. */
  allowSystemInMessages: boolean;
}

/**
 * Turns a task's OpenAI chat messages into an AI SDK conversation, the way an application that
 * stores OpenAI-style history would: the opening system messages become `instructions`,
 * assistant `tool_calls` become `tool-call` parts (arguments parsed), each `tool` message
 * becomes a `tool-result` part with a text output, named after the call it answers.
 *
 * @param messages - Checked messages (every `tool` message answers an earlier call).
 */
export function toModelConversation(chat: readonly ChatMessage[]): ModelConversation {
  const opening = chat.findIndex((message) => message.role !== 'system');
  const instructions = chat
    .slice(0, opening === -1 ? chat.length : opening)
    .map((message): SystemModelMessage => ({ role: 'system', content: message.content }));
  const messages = toModelMessages(chat.slice(instructions.length));
  return {
    instructions,
    messages,
    allowSystemInMessages: messages.some((message) => message.role === 'system'),
  };
}

function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  const callNames = new Map<string, string>();
  return messages.map((message): ModelMessage => {
    switch (message.role) {
      case 'system':
        return { role: 'system', content: message.content };
      case 'user':
        return { role: 'user', content: message.content };
      case 'assistant': {
        const content: Exclude<AssistantModelMessage['content'], string> = [];
        if (message.content !== '') content.push({ type: 'text', text: message.content });
        for (const call of message.tool_calls ?? []) {
          callNames.set(call.id, call.function.name);
          content.push({
            type: 'tool-call',
            toolCallId: call.id,
            toolName: call.function.name,
            input: JSON.parse(call.function.arguments),
          });
        }
        return { role: 'assistant', content };
      }
      default: {
        // role 'tool': the result of one earlier call.
        const result: ToolModelMessage = {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: message.tool_call_id,
              toolName: callNames.get(message.tool_call_id) ?? 'unknown',
              output: { type: 'text', value: message.content },
            },
          ],
        };
        return result;
      }
    }
  });
}
