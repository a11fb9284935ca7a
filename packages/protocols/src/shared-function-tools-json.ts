import { jsonDumps } from './shared-json-dumps';
import type { FunctionTool } from './types';

/**
 * The tools as the OpenAI-style list most chat templates render —
 * `[{"type": "function", "function": {"name", "description", "parameters"}}]` — written with
 * Python's `json.dumps` spacing, as the templates do.
 */
export function functionToolsJson(tools: ReadonlyArray<FunctionTool>): string {
  return jsonDumps(
    tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: unwrapSchema(tool.inputSchema),
      },
    })),
  );
}

function unwrapSchema(schema: unknown): unknown {
  let current = schema;
  // AI SDK `Schema` objects carry the JSON Schema under `jsonSchema`.
  for (let i = 0; i < 8 && typeof current === 'object' && current !== null; i++) {
    if (!('jsonSchema' in current)) break;
    current = (current as { jsonSchema: unknown }).jsonSchema;
  }
  return current;
}
