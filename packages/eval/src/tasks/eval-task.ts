/** The seven categories of the built-in suite, in the order the table shows them. */
export const CATEGORIES = [
  'simple',
  'multiple',
  'parallel',
  'parallel-multiple',
  'irrelevance',
  'multi-turn',
  'agent',
] as const;

/** A category of the built-in suite; a task file may name others (they get their own column). */
export type Category = (typeof CATEGORIES)[number];

/** A tool offered to the model: `inputSchema` is the JSON Schema of its arguments. */
export interface TaskTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** A call of the OpenAI chat format, inside an assistant message. */
export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** One message of an OpenAI chat conversation, as a task file holds it (content already text). */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * A call the model should make: the tool's name and, for each argument, the values that count
 * as right (`null` among them: the argument may be left out). An argument not listed must not
 * appear.
 */
export interface ExpectedCall {
  name: string;
  arguments: Record<string, unknown[]>;
}

/** One task: the tools, the conversation so far, and the calls the next answer should hold. */
export interface EvalTask {
  id: string;
  category: string;
  tools: TaskTool[];
  messages: ChatMessage[];
  /** Empty: the model must answer without calling a tool. */
  expected: ExpectedCall[];
}
