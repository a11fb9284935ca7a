import type { AnyPart, PromptMessage } from './core-types';

/**
 * Merges consecutive `user` messages into one (a rewritten tool message followed by the user's
 * next question is one turn to chat templates that demand alternating roles), and condenses
 * adjacent text parts of user and assistant messages into one part, separated by a newline.
 * Other parts (files, reasoning, unknown kinds) stay where they are and split the runs.
 */
export function condenseMessages(prompt: ReadonlyArray<PromptMessage>): PromptMessage[] {
  const out: PromptMessage[] = [];
  for (const message of prompt) {
    if (message.role === 'system' || message.role === 'tool') {
      out.push(message);
      continue;
    }
    const previous = out[out.length - 1];
    if (message.role === 'user' && previous?.role === 'user') {
      out[out.length - 1] = {
        ...previous,
        content: condenseParts([...previous.content, ...message.content]),
      };
    } else {
      out.push({ ...message, content: condenseParts(message.content) });
    }
  }
  return out.filter((message) => message.role === 'system' || message.content.length > 0);
}

function condenseParts(parts: ReadonlyArray<AnyPart>): AnyPart[] {
  const out: AnyPart[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (part.type === 'text' && previous?.type === 'text') {
      out[out.length - 1] = {
        ...previous,
        text: joinText(String(previous.text), String(part.text)),
      };
    } else {
      out.push(part);
    }
  }
  return out;
}

/** Joins two texts with a newline unless one of them already provides the line break. */
export function joinText(left: string, right: string): string {
  if (left.length === 0) return right;
  if (right.length === 0) return left;
  if (left.endsWith('\n') || right.startsWith('\n')) return left + right;
  return `${left}\n${right}`;
}
