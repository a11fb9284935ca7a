import type { ToolCallProtocol } from '@tool/parser';
import { asSchema, type FlexibleSchema } from 'ai';

/** A tool as a protocol reads it (`@tool/parser` exports the protocol, not this type). */
export type FunctionTool = Parameters<ToolCallProtocol['formatTools']>[0]['tools'][number];

/**
 * Tools as a protocol takes them: name and JSON Schema, from an AI SDK `tools` object or from
 * input schemas by tool name (zod or JSON Schema alike).
 *
 * @param tools - `{ name: { inputSchema } }`, or `{ name: schema }`.
 */
export async function functionTools(
  tools: Record<string, { inputSchema: FlexibleSchema<unknown> } | FlexibleSchema<unknown>>,
): Promise<FunctionTool[]> {
  return Promise.all(
    Object.entries(tools).map(async ([name, entry]) => ({
      type: 'function' as const,
      name,
      inputSchema: await asSchema(
        typeof entry === 'object' && entry !== null && 'inputSchema' in entry
          ? entry.inputSchema
          : entry,
      ).jsonSchema,
    })),
  );
}
