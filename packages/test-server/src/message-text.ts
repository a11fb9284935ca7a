import type { ChatMessage } from './chat-types';

/**
 * The text of a message, whether its `content` is a string or an array of parts (text parts are
 * joined; images and other parts are skipped).
 *
 * @param message - One message of a chat-completion request.
 * @returns The text, or `''` when there is none.
 */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let text = '';
  for (const part of content) {
    if (part.type === 'text' && typeof part.text === 'string') text += part.text;
  }
  return text;
}
