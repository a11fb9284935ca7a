import type { ChatCompletionRequest } from '../chat-types';
import { messageText } from '../message-text';
import type { PersonaCall } from './persona-call';

/**
 * The part of an eval task a persona reads (the `--tasks` JSONL shape of `@tool/eval`): the
 * conversation, to recognize the task in a request, and the expected calls, to answer with.
 */
export interface PersonaTask {
  id: string;
  messages: ReadonlyArray<{ role: string; content?: unknown }>;
  expected: ReadonlyArray<{
    name: string;
    arguments?: Readonly<Record<string, readonly unknown[]>>;
  }>;
}

/**
 * The calls a perfect model makes for a task: each expected call with, for every argument, its
 * first acceptable value that is not `null` (an argument whose only value is `null` is left out).
 */
export function expectedCalls(task: PersonaTask): PersonaCall[] {
  return task.expected.map((call) => {
    const args: Record<string, unknown> = {};
    for (const [key, values] of Object.entries(call.arguments ?? {})) {
      const value = values.find((candidate) => candidate !== null);
      if (value !== undefined) args[key] = value;
    }
    return { name: call.name, arguments: args };
  });
}

interface IndexedTask {
  task: PersonaTask;
  userTexts: string[];
  assistantTurns: number;
  weight: number;
}

/**
 * Finds which task a request asks about. A middleware rewrites the conversation (the tool prompt
 * joins the system text or the first user turn, calls become assistant text, results become user
 * text), but every user message of the task still appears in the request word for word and the
 * number of assistant turns stays the same; among the tasks that fit, the one with the most user
 * text wins.
 *
 * @param tasks - The suite the persona answers.
 * @returns A lookup that throws (the replay server then answers HTTP 500) when no task fits.
 */
export function createTaskLookup(
  tasks: readonly PersonaTask[],
): (request: ChatCompletionRequest) => PersonaTask {
  const indexed: IndexedTask[] = tasks.map((task) => {
    const userTexts = task.messages
      .filter((message) => message.role === 'user')
      .map((message) => contentText(message.content).trim())
      .filter((text) => text.length > 0);
    return {
      task,
      userTexts,
      assistantTurns: task.messages.filter((message) => message.role === 'assistant').length,
      weight: userTexts.reduce((sum, text) => sum + text.length, 0),
    };
  });
  return (request) => {
    const text = request.messages.map((message) => messageText(message)).join('\n');
    const turns = request.messages.filter((message) => message.role === 'assistant').length;
    let best: IndexedTask | undefined;
    for (const entry of indexed) {
      if (entry.assistantTurns !== turns) continue;
      if (!entry.userTexts.every((userText) => text.includes(userText))) continue;
      if (best === undefined || entry.weight > best.weight) best = entry;
    }
    if (best === undefined) {
      throw new Error(`no task of the persona's ${tasks.length} matches this conversation.`);
    }
    return best.task;
  };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? part.text
        : '',
    )
    .join('');
}
