import type { ChatMessage, ChatToolCall } from './eval-task';
import {
  isRecord,
  requireArray,
  requireRecord,
  requireString,
  TaskLineError,
} from './task-line-error';

/**
 * Reads a task's `messages`: OpenAI chat messages (`system`, `developer`, `user`, `assistant`
 * with `tool_calls`, `tool`), content as a string or an array of text parts. Each `tool` message
 * must answer a call of an earlier assistant message, and the conversation must end on a user or
 * tool message, since the model answers next.
 */
export function parseMessages(value: unknown): ChatMessage[] {
  const list = requireArray(value, 'messages', '[{"role": "user", "content": "…"}]');
  if (list.length === 0) {
    throw new TaskLineError(
      'messages',
      'the conversation is empty; give at least one user message.',
    );
  }
  const callIds = new Set<string>();
  const messages = list.map((item, index) => parseMessage(item, `messages[${index}]`, callIds));
  const last = messages.at(-1) as ChatMessage;
  if (last.role !== 'user' && last.role !== 'tool') {
    throw new TaskLineError(
      `messages[${messages.length - 1}]`,
      `the conversation ends with a ${last.role} message; it must end with a user or tool message, since the model answers next.`,
    );
  }
  return messages;
}

function parseMessage(item: unknown, path: string, callIds: Set<string>): ChatMessage {
  const message = requireRecord(item, path, '{"role": "user", "content": "…"}');
  const role = message.role;
  switch (role) {
    case 'system':
    case 'developer':
      return { role: 'system', content: contentText(message.content, `${path}.content`, false) };
    case 'user':
      return { role: 'user', content: contentText(message.content, `${path}.content`, false) };
    case 'assistant': {
      const toolCalls =
        message.tool_calls === undefined || message.tool_calls === null
          ? []
          : requireArray(
              message.tool_calls,
              `${path}.tool_calls`,
              '[{"id": "call_1", "type": "function", "function": {"name": "…", "arguments": "{}"}}]',
            ).map((call, index) => parseToolCall(call, `${path}.tool_calls[${index}]`, callIds));
      const content = contentText(message.content, `${path}.content`, toolCalls.length > 0);
      return toolCalls.length > 0
        ? { role: 'assistant', content, tool_calls: toolCalls }
        : { role: 'assistant', content };
    }
    case 'tool': {
      const id = requireString(message.tool_call_id, `${path}.tool_call_id`, '"call_1"');
      if (!callIds.has(id)) {
        throw new TaskLineError(
          `${path}.tool_call_id`,
          `"${id}" answers no call of an earlier assistant message; use the id of one of its tool_calls.`,
        );
      }
      return {
        role: 'tool',
        tool_call_id: id,
        content: contentText(message.content, `${path}.content`, true),
      };
    }
    default:
      throw new TaskLineError(
        `${path}.role`,
        `unknown role ${JSON.stringify(role)}; use system, user, assistant or tool.`,
      );
  }
}

function parseToolCall(item: unknown, path: string, callIds: Set<string>): ChatToolCall {
  const call = requireRecord(
    item,
    path,
    '{"id": "call_1", "type": "function", "function": {"name": "…", "arguments": "{}"}}',
  );
  const id = requireString(call.id, `${path}.id`, '"call_1"');
  if (callIds.has(id)) {
    throw new TaskLineError(
      `${path}.id`,
      `"${id}" is used by another call; give each call its own id.`,
    );
  }
  callIds.add(id);
  if (call.type !== undefined && call.type !== 'function') {
    throw new TaskLineError(`${path}.type`, 'only "function" calls are supported.');
  }
  const fn = requireRecord(
    call.function,
    `${path}.function`,
    '{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}',
  );
  const name = requireString(fn.name, `${path}.function.name`, '"get_weather"');
  return {
    id,
    type: 'function',
    function: { name, arguments: argumentsText(fn.arguments, `${path}.function.arguments`) },
  };
}

/** OpenAI sends arguments as a JSON string; an object is accepted too and written as one. */
function argumentsText(value: unknown, path: string): string {
  if (value === undefined) return '{}';
  if (isRecord(value)) return JSON.stringify(value);
  if (typeof value !== 'string') {
    throw new TaskLineError(
      path,
      'expected the arguments as a JSON string, for example "{\\"city\\": \\"Paris\\"}".',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value === '' ? '{}' : value);
  } catch (error) {
    throw new TaskLineError(path, `not valid JSON (${(error as Error).message}).`);
  }
  if (!isRecord(parsed)) throw new TaskLineError(path, 'the arguments must be a JSON object.');
  return value === '' ? '{}' : value;
}

/** A message's content as text: a string, an array of text parts, or (where allowed) empty. */
function contentText(value: unknown, path: string, mayBeEmpty: boolean): string {
  if (value === undefined || value === null) {
    if (mayBeEmpty) return '';
    throw new TaskLineError(
      path,
      'expected the message text, for example "What is the weather in Paris?".',
    );
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .map((part, index) => {
        if (isRecord(part) && part.type === 'text' && typeof part.text === 'string')
          return part.text;
        throw new TaskLineError(
          `${path}[${index}]`,
          'only text parts ({"type": "text", "text": "…"}) are supported.',
        );
      })
      .join('');
  }
  throw new TaskLineError(path, 'expected a string or an array of text parts.');
}
