import { invalidField } from '../openai-error';
import type { ChatMessage, ChatToolCall, ToolMediaPart, UserContentPart } from './chat-request';
import { check, type JsonObject } from './field-checks';

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;

/**
 * Validates `messages` and normalizes each message: system and developer messages become one
 * system text, user content becomes parts, assistant messages keep their text, reasoning and
 * `tool_calls`, and tool messages their call id and text.
 *
 * @throws OpenAIError (400) naming the first field at fault.
 */
export function parseMessages(value: unknown): ChatMessage[] {
  const list = check.array(value, 'messages');
  if (list.length === 0) {
    throw invalidField(
      'messages',
      "Invalid 'messages': expected at least one message.",
      'empty_array',
    );
  }
  return list.map((item, index) => parseMessage(item, `messages[${index}]`));
}

function parseMessage(value: unknown, path: string): ChatMessage {
  const message = check.object(value, path);
  if (message.role === 'function') {
    throw invalidField(
      `${path}.role`,
      `Legacy 'function' messages are not supported: answer a call with a 'tool' message that carries its 'tool_call_id'.`,
    );
  }
  const role = check.oneOf(message.role, `${path}.role`, ROLES);
  switch (role) {
    case 'system':
    case 'developer':
      return { role: 'system', content: joinedText(message.content, `${path}.content`) };
    case 'user':
      return { role: 'user', content: userContent(message.content, `${path}.content`) };
    case 'assistant':
      return assistantMessage(message, path);
    case 'tool':
      return toolMessage(message, path);
  }
}

function assistantMessage(message: JsonObject, path: string): ChatMessage {
  const content = message.content;
  const text =
    content === undefined || content === null ? '' : joinedText(content, `${path}.content`);
  const reasoning =
    check.optionalString(message.reasoning_content, `${path}.reasoning_content`) ??
    check.optionalString(message.reasoning, `${path}.reasoning`);
  const calls = message.tool_calls;
  const toolCalls =
    calls === undefined || calls === null
      ? []
      : check
          .array(calls, `${path}.tool_calls`)
          .map((call, index) => toolCall(call, `${path}.tool_calls[${index}]`));
  return { role: 'assistant', text, reasoning, toolCalls };
}

function toolCall(value: unknown, path: string): ChatToolCall {
  const call = check.object(value, path);
  if (call.type !== undefined) check.oneOf(call.type, `${path}.type`, ['function'] as const);
  const fn = check.object(call.function, `${path}.function`);
  return {
    id: check.string(call.id, `${path}.id`),
    name: check.string(fn.name, `${path}.function.name`),
    // Arguments are the model's text: possibly not JSON at all, which is kept (see toPrompt).
    arguments: check.optionalString(fn.arguments, `${path}.function.arguments`) ?? '',
  };
}

/**
 * A tool message: its text parts joined, and its `image_url` parts (a tool that returned an image,
 * as OpenAI-style agents send it) kept apart, for the middleware's `toolResultMedia`.
 */
function toolMessage(message: JsonObject, path: string): ChatMessage {
  const toolCallId = check.string(message.tool_call_id, `${path}.tool_call_id`);
  const value = message.content;
  if (typeof value === 'string') return { role: 'tool', toolCallId, content: value };
  const contentPath = `${path}.content`;
  const texts: string[] = [];
  const media: ToolMediaPart[] = [];
  check.array(value, contentPath).forEach((item, index) => {
    const partPath = `${contentPath}[${index}]`;
    const part = check.object(item, partPath);
    if (part.type !== 'image_url') texts.push(partText(part, partPath));
    else {
      const image = userPart(part, partPath);
      if (image.type === 'image_url') media.push({ type: 'image_url', url: image.url });
    }
  });
  const content = texts.join('\n');
  return media.length === 0
    ? { role: 'tool', toolCallId, content }
    : { role: 'tool', toolCallId, content, media };
}

/** Text content: a string, or text (and refusal) parts joined by newlines. */
function joinedText(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  const parts = check.array(value, path);
  const texts: string[] = [];
  parts.forEach((item, index) => {
    texts.push(partText(check.object(item, `${path}[${index}]`), `${path}[${index}]`));
  });
  return texts.join('\n');
}

/** The text of a text (or refusal) part. */
function partText(part: JsonObject, path: string): string {
  const type = check.oneOf(part.type, `${path}.type`, ['text', 'refusal'] as const);
  const key = type === 'text' ? 'text' : 'refusal';
  return check.string(part[key], `${path}.${key}`);
}

/** An audio format as it may stand in a media type (`audio/wav`, `audio/x-flac`). */
const AUDIO_FORMAT = /^[a-z0-9][a-z0-9.+-]{0,31}$/i;

const USER_PART_TYPES = ['text', 'image_url', 'video_url', 'input_audio', 'file'] as const;

function userContent(value: unknown, path: string): UserContentPart[] {
  if (typeof value === 'string') return [{ type: 'text', text: value }];
  return check.array(value, path).map((item, index) => userPart(item, `${path}[${index}]`));
}

function userPart(value: unknown, path: string): UserContentPart {
  const part = check.object(value, path);
  const type = check.oneOf(part.type, `${path}.type`, USER_PART_TYPES);
  switch (type) {
    case 'text':
      return { type, text: check.string(part.text, `${path}.text`) };
    case 'image_url':
    case 'video_url': {
      const media = part[type];
      // Some clients send the URL itself instead of `{ url }`.
      const url =
        typeof media === 'string'
          ? media
          : check.string(check.object(media, `${path}.${type}`).url, `${path}.${type}.url`);
      return { type, url };
    }
    case 'input_audio': {
      const audio = check.object(part.input_audio, `${path}.input_audio`);
      const param = `${path}.input_audio.format`;
      const format = check.string(audio.format, param);
      // It becomes the media type's subtype (`audio/<format>`): a token, nothing else.
      if (!AUDIO_FORMAT.test(format)) {
        throw invalidField(
          param,
          `Invalid '${param}': expected an audio format such as 'wav' or 'mp3', got ${JSON.stringify(format)}.`,
        );
      }
      return { type, data: check.string(audio.data, `${path}.input_audio.data`), format };
    }
    case 'file': {
      const file = check.object(part.file, `${path}.file`);
      const fileData = check.optionalString(file.file_data, `${path}.file.file_data`);
      const fileId = check.optionalString(file.file_id, `${path}.file.file_id`);
      if (fileData === undefined && fileId === undefined) {
        throw invalidField(
          `${path}.file`,
          `Invalid '${path}.file': give 'file_data' or 'file_id'.`,
        );
      }
      const filename = check.optionalString(file.filename, `${path}.file.filename`);
      return {
        type,
        ...(fileData === undefined ? {} : { fileData }),
        ...(fileId === undefined ? {} : { fileId }),
        ...(filename === undefined ? {} : { filename }),
      };
    }
  }
}
