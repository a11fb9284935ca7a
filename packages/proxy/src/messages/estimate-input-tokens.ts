import type { ChatMessage, ChatRequest } from '../request/chat-request';

/** Characters per token of the estimate: about what tokenizers of English text and code give. */
const CHARS_PER_TOKEN = 4;
/** What an image or file counts for, whatever its size (its bytes are no text). */
const TOKENS_PER_MEDIA = 256;

/**
 * An estimate of a request's input tokens, for `count_tokens`: the proxy cannot run the upstream's
 * tokenizer, so it counts about one token per four characters of everything the model will read —
 * the system text, the messages, the calls and results of the history and the tool declarations
 * (names, descriptions, schemas) — plus a fixed share per image or file. The preset's own prompt
 * around the tools adds some more; clients use the count to see how full the context is, where an
 * estimate is what they need.
 */
export function estimateInputTokens(request: ChatRequest): number {
  let chars = 0;
  let media = 0;
  for (const message of request.messages) {
    const counted = messageSize(message);
    chars += counted.chars;
    media += counted.media;
  }
  for (const tool of request.tools) {
    chars +=
      tool.name.length + (tool.description?.length ?? 0) + JSON.stringify(tool.parameters).length;
  }
  return Math.ceil(chars / CHARS_PER_TOKEN) + media * TOKENS_PER_MEDIA;
}

function messageSize(message: ChatMessage): { chars: number; media: number } {
  switch (message.role) {
    case 'system':
    case 'tool':
      return { chars: message.content.length, media: 0 };
    case 'assistant': {
      let chars = message.text.length + (message.reasoning?.length ?? 0);
      for (const call of message.toolCalls) chars += call.name.length + call.arguments.length;
      return { chars, media: 0 };
    }
    case 'user': {
      let chars = 0;
      let media = 0;
      for (const part of message.content) {
        if (part.type === 'text') chars += part.text.length;
        else media += 1;
      }
      return { chars, media };
    }
  }
}
