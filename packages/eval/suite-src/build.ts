// Helpers for writing the built-in suite compactly; write-suite.ts turns it into JSONL.
import type { ChatMessage, EvalTask, ExpectedCall, TaskTool } from '../src/tasks/eval-task.ts';

export type { EvalTask, TaskTool };

/** A task of the suite; its category is given by the file that lists it. */
export function task(
  id: string,
  category: EvalTask['category'],
  tools: TaskTool[],
  messages: ChatMessage[],
  expected: ExpectedCall[],
): EvalTask {
  return { id, category, tools, messages, expected };
}

export const system = (content: string): ChatMessage => ({ role: 'system', content });
export const user = (content: string): ChatMessage => ({ role: 'user', content });
export const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

/** An assistant turn that called tools: `[id, name, arguments]` per call. */
export function called(...calls: Array<[string, string, Record<string, unknown>]>): ChatMessage {
  return {
    role: 'assistant',
    content: '',
    tool_calls: calls.map(([id, name, args]) => ({
      id,
      type: 'function',
      function: { name, arguments: JSON.stringify(args) },
    })),
  };
}

/** A tool result; objects are sent as JSON text, the way applications usually do. */
export function result(id: string, content: unknown): ChatMessage {
  return {
    role: 'tool',
    tool_call_id: id,
    content: typeof content === 'string' ? content : JSON.stringify(content),
  };
}

/** An expected call: each argument lists its acceptable values (`null`: may be left out). */
export function expect(name: string, args: Record<string, unknown[]> = {}): ExpectedCall {
  return { name, arguments: args };
}

/** An optional argument that may be left out or given as one of `values`. */
export const optional = (...values: unknown[]): unknown[] => [null, ...values];
