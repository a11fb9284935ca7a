import { jsonSchema, type ToolSet, tool } from 'ai';
import type { TaskTool } from '../tasks/eval-task';

/**
 * A task's tools as an AI SDK tool set, without `execute`: `generateText` then returns the
 * calls instead of running them, which is all a score needs.
 */
export function toToolSet(tools: readonly TaskTool[]): ToolSet {
  return Object.fromEntries(
    tools.map((entry) => [
      entry.name,
      tool({
        ...(entry.description === undefined ? {} : { description: entry.description }),
        inputSchema: jsonSchema(entry.inputSchema),
      }),
    ]),
  );
}
