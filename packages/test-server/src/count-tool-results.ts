import type { ChatCompletionRequest } from './chat-types';
import { messageText } from './message-text';

/**
 * Counts the tool results a middleware wrote back into the conversation: occurrences of `marker`
 * in user messages (and in `tool` messages, for clients that send native tool results).
 *
 * @param request - A chat-completion request.
 * @param marker - The text that opens one result; default `<tool_response>` (Hermes and XML).
 * @returns How many results the conversation holds.
 */
export function countToolResults(
  request: ChatCompletionRequest,
  marker = '<tool_response>',
): number {
  if (marker.length === 0) throw new RangeError('countToolResults: marker must not be empty.');
  let count = 0;
  for (const message of request.messages) {
    if (message.role !== 'user' && message.role !== 'tool') continue;
    const text = messageText(message);
    for (let at = text.indexOf(marker); at !== -1; at = text.indexOf(marker, at + marker.length)) {
      count += 1;
    }
  }
  return count;
}
