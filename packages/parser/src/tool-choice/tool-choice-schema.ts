import type { FunctionTool, JSONSchema } from '@tool/protocols';

/**
 * The JSON Schema of the answer to a forced tool choice: one object naming a tool and giving its
 * arguments, `{"name": …, "arguments": {…}}`. With several tools it is an `anyOf` of one such
 * object per tool, so a server with structured outputs pairs each name with its own arguments.
 */
export function toolChoiceSchema(tools: ReadonlyArray<FunctionTool>): JSONSchema {
  const calls = tools.map(
    (tool): JSONSchema => ({
      type: 'object',
      properties: {
        name: { type: 'string', const: tool.name },
        arguments: tool.inputSchema as JSONSchema,
      },
      required: ['name', 'arguments'],
      additionalProperties: false,
    }),
  );
  if (calls.length === 1) return calls[0] as JSONSchema;
  return { type: 'object', anyOf: calls };
}
