import type { AnyPart, ContentMessage, PromptMessage, SystemMessage } from './core-types';
import type { ToolPromptPlacement } from './options/middleware-options';

/**
 * Puts the tool instructions into the prompt, leaving exactly one place for instructions:
 * - `system`: every system message is merged into one, at the position of the first (created at
 *   the start when there is none), with the instructions after the user's own system text;
 * - `first-user`: for chat templates without a system role, the system text and the
 *   instructions go at the start of the first user message and no system message remains.
 */
export function placeToolPrompt(
  prompt: ReadonlyArray<PromptMessage>,
  instructions: string | undefined,
  placement: ToolPromptPlacement,
): PromptMessage[] {
  const systemTexts: string[] = [];
  let first: SystemMessage | undefined;
  let firstIndex = 0;
  const rest: PromptMessage[] = [];
  for (const message of prompt) {
    if (message.role === 'system') {
      if (first === undefined) {
        first = message;
        firstIndex = rest.length;
      }
      if (message.content.length > 0) systemTexts.push(message.content);
    } else {
      rest.push(message);
    }
  }
  if (instructions !== undefined && instructions.length > 0) systemTexts.push(instructions);
  const merged = systemTexts.join('\n\n');
  if (merged.length === 0) return first === undefined ? [...prompt] : rest;
  if (placement === 'first-user') return prependToFirstUser(rest, merged);
  const system: SystemMessage = { ...(first ?? { role: 'system' }), content: merged };
  return [...rest.slice(0, firstIndex), system, ...rest.slice(firstIndex)];
}

function prependToFirstUser(prompt: PromptMessage[], instructions: string): PromptMessage[] {
  const index = prompt.findIndex((message) => message.role === 'user');
  const intro: AnyPart = { type: 'text', text: instructions };
  if (index === -1) return [{ role: 'user', content: [intro] }, ...prompt];
  const user = prompt[index] as ContentMessage;
  const [head, ...tail] = user.content;
  const content: AnyPart[] =
    head?.type === 'text'
      ? [{ ...head, text: `${instructions}\n\n${String(head.text)}` }, ...tail]
      : [intro, ...user.content];
  return [...prompt.slice(0, index), { ...user, content }, ...prompt.slice(index + 1)];
}
