import { invalidField } from '../openai-error';
import type { ChatMessage, ChatToolCall, UserContentPart } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';

const USER_BLOCKS = ['text', 'image', 'document', 'tool_result'] as const;
const ASSISTANT_BLOCKS = ['text', 'thinking', 'redacted_thinking', 'tool_use'] as const;
const RESULT_BLOCKS = ['text', 'image'] as const;

/**
 * Reads Anthropic's `system` and `messages` as the one message list every API is converted from:
 * - `system` (a string or text blocks) → a system message;
 * - user `text`, `image` (base64 or URL) and `document` (base64 PDF or plain text) blocks → user
 *   parts;
 * - each `tool_result` → a tool result (`is_error` kept), before the user's other blocks, as
 *   Anthropic puts them first; images in a result follow as user parts;
 * - assistant `text`, `thinking` (→ reasoning) and `tool_use` blocks → one assistant message whose
 *   calls carry `input` as JSON text. An `input` that is a string is the text of a call the model
 *   botched, as the proxy returned it (see `MessageEvents`), and goes back as such;
 *   `redacted_thinking` is dropped (no model but Anthropic's can read it).
 *
 * @throws OpenAIError (400) naming the block at fault (`messages[2].content[0].tool_use_id`): an
 * unknown role or block type, a missing field, a result that answers no earlier `tool_use`.
 */
export function parseConversation(messagesValue: unknown, system: unknown): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (system !== undefined && system !== null) {
    const text = typeof system === 'string' ? system : textBlocks(system, 'system');
    if (text.length > 0) messages.push({ role: 'system', content: text });
  }
  const list = check.array(messagesValue, 'messages');
  if (list.length === 0) {
    throw invalidField(
      'messages',
      "Invalid 'messages': expected at least one message.",
      'empty_array',
    );
  }
  const callIds = new Set<string>();
  list.forEach((value, index) => {
    const path = `messages[${index}]`;
    const message = check.object(value, path);
    // Claude Code (2.1) sends `system` messages among the others, an environment note after the
    // first user turn: read as a system message in its place, as the top-level `system` is.
    const role = check.oneOf(message.role, `${path}.role`, [
      'user',
      'assistant',
      'system',
    ] as const);
    const content = message.content;
    if (role === 'system') {
      const text = typeof content === 'string' ? content : textBlocks(content, `${path}.content`);
      if (text.length > 0) messages.push({ role: 'system', content: text });
    } else if (role === 'assistant') {
      messages.push(assistantMessage(content, `${path}.content`, callIds));
    } else if (typeof content === 'string') {
      messages.push({ role: 'user', content: [{ type: 'text', text: content }] });
    } else {
      messages.push(...userMessages(content, `${path}.content`, callIds));
    }
  });
  return messages;
}

function assistantMessage(content: unknown, path: string, callIds: Set<string>): ChatMessage {
  if (typeof content === 'string') {
    return { role: 'assistant', text: content, reasoning: undefined, toolCalls: [] };
  }
  const texts: string[] = [];
  const reasoning: string[] = [];
  const toolCalls: ChatToolCall[] = [];
  check.array(content, path).forEach((value, index) => {
    const blockPath = `${path}[${index}]`;
    const block = check.object(value, blockPath);
    const type = check.oneOf(block.type, `${blockPath}.type`, ASSISTANT_BLOCKS);
    if (type === 'text') texts.push(check.string(block.text, `${blockPath}.text`));
    else if (type === 'thinking')
      reasoning.push(check.string(block.thinking, `${blockPath}.thinking`));
    else if (type === 'tool_use') {
      const call = toolUse(block, blockPath);
      callIds.add(call.id);
      toolCalls.push(call);
    }
  });
  return {
    role: 'assistant',
    text: texts.join('\n'),
    reasoning: reasoning.length > 0 ? reasoning.join('\n') : undefined,
    toolCalls,
  };
}

function toolUse(block: JsonObject, path: string): ChatToolCall {
  const input = block.input;
  if (input === undefined) {
    throw invalidField(
      `${path}.input`,
      `Missing required parameter: '${path}.input' (an object).`,
      'missing_required_parameter',
    );
  }
  return {
    id: check.string(block.id, `${path}.id`),
    name: check.string(block.name, `${path}.name`),
    // A string is a botched call's text, sent back as the proxy gave it: not JSON, on purpose.
    arguments: typeof input === 'string' ? input : JSON.stringify(input),
  };
}

/** A user message's blocks: its tool results first, then the rest as one user message. */
function userMessages(content: unknown, path: string, callIds: Set<string>): ChatMessage[] {
  const results: ChatMessage[] = [];
  const parts: UserContentPart[] = [];
  check.array(content, path).forEach((value, index) => {
    const blockPath = `${path}[${index}]`;
    const block = check.object(value, blockPath);
    const type = check.oneOf(block.type, `${blockPath}.type`, USER_BLOCKS);
    if (type === 'tool_result') results.push(toolResult(block, blockPath, callIds, parts));
    else if (type === 'text')
      parts.push({ type: 'text', text: check.string(block.text, `${blockPath}.text`) });
    else if (type === 'image') parts.push(imagePart(block, blockPath));
    else parts.push(documentPart(block, blockPath));
  });
  if (parts.length > 0) results.push({ role: 'user', content: parts });
  return results;
}

function toolResult(
  block: JsonObject,
  path: string,
  callIds: Set<string>,
  images: UserContentPart[],
): ChatMessage {
  const id = check.string(block.tool_use_id, `${path}.tool_use_id`);
  if (!callIds.has(id)) {
    throw invalidField(
      `${path}.tool_use_id`,
      `Invalid '${path}.tool_use_id': no tool_use block before it has the id '${id}'. Send the assistant message with its tool_use blocks before the results.`,
    );
  }
  const content = block.content;
  let text = '';
  if (typeof content === 'string') text = content;
  else if (content !== undefined && content !== null) {
    const texts: string[] = [];
    check.array(content, `${path}.content`).forEach((value, index) => {
      const partPath = `${path}.content[${index}]`;
      const part = check.object(value, partPath);
      const type = check.oneOf(part.type, `${partPath}.type`, RESULT_BLOCKS);
      if (type === 'text') texts.push(check.string(part.text, `${partPath}.text`));
      else images.push(imagePart(part, partPath));
    });
    text = texts.join('\n');
  }
  const isError = check.optionalBoolean(block.is_error, `${path}.is_error`) === true;
  return { role: 'tool', toolCallId: id, content: text, ...(isError ? { isError } : {}) };
}

function imagePart(block: JsonObject, path: string): UserContentPart {
  const source = check.object(block.source, `${path}.source`);
  const type = check.oneOf(source.type, `${path}.source.type`, ['base64', 'url'] as const);
  if (type === 'url')
    return { type: 'image_url', url: check.string(source.url, `${path}.source.url`) };
  const mediaType = check.string(source.media_type, `${path}.source.media_type`);
  const data = check.string(source.data, `${path}.source.data`);
  return { type: 'image_url', url: `data:${mediaType};base64,${data}` };
}

function documentPart(block: JsonObject, path: string): UserContentPart {
  const source = check.object(block.source, `${path}.source`);
  const type = check.oneOf(source.type, `${path}.source.type`, ['base64', 'text'] as const);
  const data = check.string(source.data, `${path}.source.data`);
  if (type === 'text') return { type: 'text', text: data };
  const mediaType = check.string(source.media_type, `${path}.source.media_type`);
  const title = check.optionalString(block.title, `${path}.title`);
  return {
    type: 'file',
    fileData: `data:${mediaType};base64,${data}`,
    ...(title === undefined ? {} : { filename: title }),
  };
}

/** Text blocks (`system`), joined by blank lines. */
function textBlocks(value: unknown, path: string): string {
  return check
    .array(value, path)
    .map((item, index) => {
      const block = check.object(item, `${path}[${index}]`);
      check.oneOf(block.type, `${path}[${index}].type`, ['text'] as const);
      return check.string(block.text, `${path}[${index}].text`);
    })
    .join('\n\n');
}
