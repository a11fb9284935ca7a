import type {
  LanguageModelV4FilePart,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4TextPart,
  LanguageModelV4ToolResultPart,
} from '@ai-sdk/provider';
import { malformedCallMetadata } from '@tool/parser';
import { invalidField } from '../openai-error';
import type {
  ChatMessage,
  ChatToolCall,
  ToolMediaPart,
  UserContentPart,
} from '../request/chat-request';
import { type BotchedCallReader, botchedCallReader } from './botched-call-reader';
import { parseDataUrl } from './parse-data-url';

type AssistantContent = Extract<LanguageModelV4Message, { role: 'assistant' }>['content'];

/**
 * Turns OpenAI messages into an AI SDK prompt, which the middleware then rewrites for a model
 * without native tools:
 * - `system` and `developer` → system messages;
 * - user parts → text and file parts (images and video by URL or data URL, audio and files as
 *   data);
 * - assistant `tool_calls` → `tool-call` parts whose input is the parsed `arguments`;
 * - a call whose `arguments` is not JSON — a call the model botched, which the proxy returned with
 *   the model's own text as its arguments (`malformedCalls: 'feedback'`) — is marked as the
 *   middleware marks a call it sent back, so the model reads it again exactly as it wrote it, and
 *   its result is an error that says what was wrong and asks for the call again. The proxy keeps
 *   no state: the arguments text is all it needs, and the client sends it back;
 * - `tool` messages → `tool-result` parts, their tool name found from the assistant call with the
 *   same id; consecutive tool messages become one. A result that is a JSON object or array (what
 *   clients send for a tool that returned one) goes on as JSON, as the AI SDK sends such a result;
 *   any other text as text; the result of a botched call as an error (`error-text`), whatever the
 *   client wrote, since such a call cannot have run.
 *
 * @param readBotched - Says what was wrong with a botched call (default: that its arguments are
 * not valid JSON; see `botchedCallReader`).
 * @throws OpenAIError (400) for a tool message that answers no earlier call, or a bad media URL.
 */
export function toPrompt(
  messages: readonly ChatMessage[],
  readBotched: BotchedCallReader = botchedCallReader(undefined, []),
): LanguageModelV4Prompt {
  const prompt: LanguageModelV4Prompt = [];
  const toolNames = new Map<string, string>();
  /** The ids of the history's botched calls, whose results are errors. */
  const botched = new Set<string>();
  messages.forEach((message, index) => {
    switch (message.role) {
      case 'system':
        prompt.push({ role: 'system', content: message.content });
        return;
      case 'user':
        prompt.push({
          role: 'user',
          content: message.content.map((part, j) =>
            userPart(part, `messages[${index}].content[${j}]`),
          ),
        });
        return;
      case 'assistant': {
        const content: AssistantContent = [];
        if (message.reasoning) content.push({ type: 'reasoning', text: message.reasoning });
        if (message.text.length > 0) content.push({ type: 'text', text: message.text });
        for (const call of message.toolCalls) {
          toolNames.set(call.id, call.name);
          const part = toolCallPart(call, readBotched);
          if (part.providerOptions !== undefined) botched.add(call.id);
          content.push(part);
        }
        prompt.push({ role: 'assistant', content });
        return;
      }
      case 'tool': {
        const toolName = toolNames.get(message.toolCallId);
        if (toolName === undefined) {
          throw invalidField(
            `messages[${index}].tool_call_id`,
            `Invalid 'messages[${index}].tool_call_id': no assistant message before it has a tool call with id '${message.toolCallId}'. Send the assistant message with its 'tool_calls' before the results.`,
          );
        }
        const part: LanguageModelV4ToolResultPart = {
          type: 'tool-result',
          toolCallId: message.toolCallId,
          toolName,
          output:
            botched.has(message.toolCallId) || message.isError === true
              ? { type: 'error-text', value: message.content }
              : toolOutput(message.content, message.media, `messages[${index}].content`),
        };
        const previous = prompt[prompt.length - 1];
        if (previous?.role === 'tool') previous.content.push(part);
        else prompt.push({ role: 'tool', content: [part] });
        return;
      }
    }
  });
  return prompt;
}

/**
 * A tool message's result: with images, a `content` output of its text and one `file` item per
 * image (the middleware's `toolResultMedia` decides whether the model gets them or placeholders);
 * otherwise JSON or text.
 */
function toolOutput(
  content: string,
  media: readonly ToolMediaPart[] | undefined,
  path: string,
): LanguageModelV4ToolResultPart['output'] {
  if (media !== undefined && media.length > 0) {
    const files = media.map((part) => {
      const { type: _file, ...file } = userPart(part, path) as LanguageModelV4FilePart;
      return { type: 'file' as const, ...file };
    });
    return {
      type: 'content',
      value: [...(content === '' ? [] : [{ type: 'text' as const, text: content }]), ...files],
    };
  }
  return plainToolOutput(content);
}

function plainToolOutput(content: string): LanguageModelV4ToolResultPart['output'] {
  const start = content.trimStart()[0];
  if (start === '{' || start === '[') {
    try {
      return { type: 'json', value: JSON.parse(content) };
    } catch {
      // Text that only looks like JSON stays text.
    }
  }
  return { type: 'text', value: content };
}

type ToolCallPart = Extract<AssistantContent[number], { type: 'tool-call' }>;

function toolCallPart(call: ChatToolCall, readBotched: BotchedCallReader): ToolCallPart {
  const part: ToolCallPart = {
    type: 'tool-call',
    toolCallId: call.id,
    toolName: call.name,
    input: {},
  };
  if (call.arguments.trim() === '') return part;
  try {
    part.input = JSON.parse(call.arguments);
  } catch {
    // Not JSON: the call's text as the model wrote it. The middleware writes the call back as this
    // text (the record's `segment`) and tells the model what was wrong with it.
    part.input = call.arguments;
    part.providerOptions = malformedCallMetadata(readBotched(call));
  }
  return part;
}

/** OpenAI's audio formats whose media type is not `audio/<format>`. A Map, not an object: the
 * format comes from the client, and `constructor` or `__proto__` must not find Object's own. */
const AUDIO_MEDIA_TYPES = new Map([['mp3', 'audio/mpeg']]);

function userPart(
  part: UserContentPart,
  path: string,
): LanguageModelV4TextPart | LanguageModelV4FilePart {
  switch (part.type) {
    case 'text':
      return part;
    case 'image_url':
    case 'video_url': {
      const kind = part.type === 'image_url' ? 'image' : 'video';
      const inline = parseDataUrl(part.url);
      if (inline !== undefined) {
        return {
          type: 'file',
          mediaType: inline.mediaType,
          data: { type: 'data', data: inline.data },
        };
      }
      return {
        type: 'file',
        mediaType: `${kind}/*`,
        data: { type: 'url', url: mediaUrl(part.url, `${path}.${part.type}.url`) },
      };
    }
    case 'input_audio':
      return {
        type: 'file',
        mediaType: AUDIO_MEDIA_TYPES.get(part.format) ?? `audio/${part.format}`,
        data: { type: 'data', data: part.data },
      };
    case 'file': {
      const filename = part.filename === undefined ? {} : { filename: part.filename };
      if (part.fileData !== undefined) {
        const inline = parseDataUrl(part.fileData);
        return {
          type: 'file',
          ...filename,
          mediaType: inline?.mediaType ?? 'application/pdf',
          data: { type: 'data', data: inline?.data ?? part.fileData },
        };
      }
      return {
        type: 'file',
        ...filename,
        mediaType: 'application/octet-stream',
        data: { type: 'reference', reference: { upstream: part.fileId ?? '' } },
      };
    }
  }
}

function mediaUrl(text: string, param: string): URL {
  try {
    return new URL(text);
  } catch {
    throw invalidField(param, `Invalid '${param}': expected an absolute URL or a data URL.`);
  }
}
