/**
 * The completion transport sends a prompt rendered in full by the caller (a chat template, later a
 * grammar-constrained request) to a raw completion endpoint. The AI SDK's completion models build
 * their `prompt` from chat messages with their own wrapping (`user:\n…\n\nassistant:\n` and a
 * `\nuser:` stop in `@ai-sdk/openai-compatible`); the rendered text travels as one user message
 * between two markers, and `completionTransportFetch` puts exactly that text back as the request's
 * `prompt` and drops the stop sequence the wrapping added.
 */
export const PROMPT_START = '\u0002tool-rendered-prompt\u0002';
export const PROMPT_END = '\u0003tool-rendered-prompt\u0003';

/** The one message carrying a rendered prompt through a completion model. */
export function completionPromptMessage(text: string): {
  role: 'user';
  content: [{ type: 'text'; text: string }];
} {
  return { role: 'user', content: [{ type: 'text', text: `${PROMPT_START}${text}${PROMPT_END}` }] };
}

/** The rendered prompt inside a completion request's `prompt`, or undefined when it carries none. */
export function renderedPrompt(prompt: string): string | undefined {
  const start = prompt.indexOf(PROMPT_START);
  const end = prompt.lastIndexOf(PROMPT_END);
  if (start === -1 || end < start) return undefined;
  return prompt.slice(start + PROMPT_START.length, end);
}
