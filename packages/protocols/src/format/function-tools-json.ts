import type { FunctionTool } from '../types';
import { jsonDumps } from './json-dumps';
import { toolSchema } from './tool-schema';

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
        parameters: toolSchema(tool).schema,
      },
    })),
  );
}
