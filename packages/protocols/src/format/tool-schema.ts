import type { FunctionTool } from '../types';

/** The parts of a tool's input schema that tool listings show. */
export interface ToolSchemaSummary {
  /** The JSON Schema, `{ jsonSchema }` wrappers and the `$schema` dialect key removed. */
  schema: Record<string, unknown>;
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/** A tool's input schema, unwrapped, with its properties and required names (for prompts). */
export function toolSchema(tool: FunctionTool): ToolSchemaSummary {
  let schema: unknown = tool.inputSchema;
  for (
    let i = 0;
    i < 8 && typeof schema === 'object' && schema !== null && 'jsonSchema' in schema;
    i++
  ) {
    schema = (schema as { jsonSchema: unknown }).jsonSchema;
  }
  const object = (typeof schema === 'object' && schema !== null ? schema : {}) as Record<
    string,
    unknown
  >;
  const properties = (
    typeof object.properties === 'object' && object.properties !== null ? object.properties : {}
  ) as Record<string, Record<string, unknown>>;
  const required = Array.isArray(object.required)
    ? object.required.filter((name): name is string => typeof name === 'string')
    : [];
  // `$schema` (zod adds it) names the JSON Schema dialect: noise in a prompt.
  const { $schema: _dialect, ...shown } = object;
  return { schema: shown, properties, required };
}
