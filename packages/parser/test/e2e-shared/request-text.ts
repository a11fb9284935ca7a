import {
  type ChatCompletionRequest,
  type ChatMessage,
  messageText,
  type Preset,
} from '../../../test-server/src/index';

/** The text that opens a tool call and a tool result in each preset's syntax. */
export const MARKERS: Record<Preset, { call: string; response: string }> = {
  hermes: { call: '<tool_call>', response: '<tool_response>' },
  gemma: { call: '```tool_call', response: '```tool_response' },
  xml: { call: '<get_weather>', response: '<tool_response>' },
};

/** The roles of a request's messages, in order. */
export function roles(request: ChatCompletionRequest | undefined): string[] {
  return (request?.messages ?? []).map((message: ChatMessage) => message.role);
}

/** The text of the request's messages with `role`, in order. */
export function textsOf(request: ChatCompletionRequest | undefined, role: string): string[] {
  return (request?.messages ?? []).filter((m) => m.role === role).map(messageText);
}

/** How many times `needle` occurs in `haystack` (non-overlapping). */
export function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}
