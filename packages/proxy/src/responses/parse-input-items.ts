import { invalidField } from '../openai-error';
import type { ChatMessage, ChatToolCall, UserContentPart } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { customCallArguments } from './custom-tools';

/** The input item types the proxy reads. */
const ITEM_TYPES = [
  'message',
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'custom_tool_call_output',
  'reasoning',
] as const;
const ROLES = ['user', 'assistant', 'system', 'developer'] as const;

/** An assistant turn being gathered from its items (reasoning, message, calls). */
interface AssistantTurn {
  texts: string[];
  reasoning: string[];
  toolCalls: ChatToolCall[];
}

/**
 * Reads the Responses API's `input` (a string, or a list of items) and `instructions` as the one
 * message list every API is converted from. The items of an assistant turn — `reasoning`,
 * assistant `message`s, `function_call`s and `custom_tool_call`s that follow each other — become
 * one assistant message; a `function_call_output` (or `custom_tool_call_output`) becomes a tool
 * result, and must answer a call before it.
 *
 * @throws OpenAIError (400) naming the item at fault (`input[3].call_id`): an unknown item or
 * content type, a missing field, a result that answers no call, an `item_reference` (the proxy
 * keeps no items to refer to).
 */
export function parseInputItems(input: unknown, instructions: string | undefined): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (instructions !== undefined && instructions.length > 0) {
    messages.push({ role: 'system', content: instructions });
  }
  if (typeof input === 'string') {
    messages.push({ role: 'user', content: [{ type: 'text', text: input }] });
    return messages;
  }
  const items = check.array(input, 'input');
  if (items.length === 0) {
    throw invalidField('input', "Invalid 'input': expected at least one item.", 'empty_array');
  }
  const callIds = new Set<string>();
  let turn: AssistantTurn | undefined;
  const closeTurn = () => {
    if (turn === undefined) return;
    messages.push({
      role: 'assistant',
      text: turn.texts.join('\n'),
      reasoning: turn.reasoning.length > 0 ? turn.reasoning.join('\n') : undefined,
      toolCalls: turn.toolCalls,
    });
    turn = undefined;
  };
  items.forEach((value, index) => {
    const path = `input[${index}]`;
    const item = check.object(value, path);
    const type = itemType(item, path);
    const role = type === 'message' ? check.oneOf(item.role, `${path}.role`, ROLES) : undefined;
    if (
      type === 'function_call' ||
      type === 'custom_tool_call' ||
      type === 'reasoning' ||
      role === 'assistant'
    ) {
      turn ??= { texts: [], reasoning: [], toolCalls: [] };
      if (type === 'function_call' || type === 'custom_tool_call') {
        const call =
          type === 'function_call' ? functionCall(item, path) : customToolCall(item, path);
        callIds.add(call.id);
        turn.toolCalls.push(call);
      } else if (type === 'reasoning') {
        const text = reasoningText(item, path);
        if (text.length > 0) turn.reasoning.push(text);
      } else {
        turn.texts.push(assistantText(item.content, `${path}.content`));
      }
      return;
    }
    closeTurn();
    if (type === 'function_call_output' || type === 'custom_tool_call_output') {
      messages.push(...functionCallOutput(item, path, callIds));
    } else if (role === 'user') {
      messages.push({ role: 'user', content: userContent(item.content, `${path}.content`) });
    } else {
      messages.push({ role: 'system', content: systemText(item.content, `${path}.content`) });
    }
  });
  closeTurn();
  return messages;
}

function itemType(item: JsonObject, path: string): (typeof ITEM_TYPES)[number] {
  // An item without a type is a message (the API's "easy input message").
  if (item.type === undefined && item.role !== undefined) return 'message';
  if (item.type === 'item_reference') {
    throw invalidField(
      `${path}.type`,
      `Invalid '${path}': tool-proxy keeps no items, so an 'item_reference' refers to nothing. Send the item itself.`,
    );
  }
  return check.oneOf(item.type, `${path}.type`, ITEM_TYPES);
}

function functionCall(item: JsonObject, path: string): ChatToolCall {
  return {
    id: check.string(item.call_id, `${path}.call_id`),
    name: check.string(item.name, `${path}.name`),
    // The model's text, possibly not JSON (a botched call the proxy returned; see toPrompt).
    arguments: check.string(item.arguments, `${path}.arguments`),
  };
}

/**
 * A `function_call_output`: its text as the tool result; images in an output list follow it as a
 * user message, since a tool result is text for a model without native tools.
 */
/** A call of a custom tool: its input text becomes the one argument, `input`. */
function customToolCall(item: JsonObject, path: string): ChatToolCall {
  return {
    id: check.string(item.call_id, `${path}.call_id`),
    name: check.string(item.name, `${path}.name`),
    arguments: customCallArguments(check.string(item.input, `${path}.input`)),
  };
}

function functionCallOutput(item: JsonObject, path: string, callIds: Set<string>): ChatMessage[] {
  const callId = check.string(item.call_id, `${path}.call_id`);
  if (!callIds.has(callId)) {
    throw invalidField(
      `${path}.call_id`,
      `Invalid '${path}.call_id': no function_call or custom_tool_call item before it has the call_id '${callId}'. Send the call item before its output.`,
    );
  }
  const output = item.output;
  if (typeof output === 'string') return [{ role: 'tool', toolCallId: callId, content: output }];
  const texts: string[] = [];
  const images: UserContentPart[] = [];
  for (const part of userContent(output, `${path}.output`)) {
    if (part.type === 'text') texts.push(part.text);
    else images.push(part);
  }
  const result: ChatMessage = { role: 'tool', toolCallId: callId, content: texts.join('\n') };
  return images.length > 0 ? [result, { role: 'user', content: images }] : [result];
}

function reasoningText(item: JsonObject, path: string): string {
  // The reasoning text itself when the item has it, else its summary.
  for (const key of ['content', 'summary'] as const) {
    const list = item[key];
    if (list === undefined || list === null) continue;
    const texts = check.array(list, `${path}.${key}`).map((value, index) => {
      const part = check.object(value, `${path}.${key}[${index}]`);
      return check.string(part.text, `${path}.${key}[${index}].text`);
    });
    if (texts.length > 0) return texts.join('\n');
  }
  return '';
}

function assistantText(content: unknown, path: string): string {
  if (typeof content === 'string') return content;
  return joinedParts(content, path, ['output_text', 'refusal', 'input_text'] as const);
}

function systemText(content: unknown, path: string): string {
  if (typeof content === 'string') return content;
  return joinedParts(content, path, ['input_text'] as const);
}

/** The text of a list of text parts, joined by newlines; other part types are refused. */
function joinedParts(value: unknown, path: string, types: readonly string[]): string {
  return check
    .array(value, path)
    .map((item, index) => {
      const part = check.object(item, `${path}[${index}]`);
      const type = check.oneOf(part.type, `${path}[${index}].type`, types);
      const key = type === 'refusal' ? 'refusal' : 'text';
      return check.string(part[key], `${path}[${index}].${key}`);
    })
    .join('\n');
}

const USER_PART_TYPES = ['input_text', 'input_image', 'input_file'] as const;

function userContent(value: unknown, path: string): UserContentPart[] {
  if (typeof value === 'string') return [{ type: 'text', text: value }];
  return check.array(value, path).map((item, index) => {
    const partPath = `${path}[${index}]`;
    const part = check.object(item, partPath);
    const type = check.oneOf(part.type, `${partPath}.type`, USER_PART_TYPES);
    if (type === 'input_text') {
      return { type: 'text', text: check.string(part.text, `${partPath}.text`) };
    }
    if (type === 'input_image') {
      const url = check.optionalString(part.image_url, `${partPath}.image_url`);
      if (url === undefined) {
        throw invalidField(
          `${partPath}.image_url`,
          `Invalid '${partPath}': give the image as 'image_url' (a URL or a data URL); tool-proxy has no Files API for 'file_id'.`,
        );
      }
      return { type: 'image_url', url };
    }
    const fileData = check.optionalString(part.file_data, `${partPath}.file_data`);
    if (fileData === undefined) {
      throw invalidField(
        `${partPath}.file_data`,
        `Invalid '${partPath}': give the file as 'file_data' (base64 or a data URL); tool-proxy has no Files API for 'file_id' or 'file_url'.`,
      );
    }
    const filename = check.optionalString(part.filename, `${partPath}.filename`);
    return { type: 'file', fileData, ...(filename === undefined ? {} : { filename }) };
  });
}
