import type { FunctionTool } from '../types';
import { jsonDumps } from './json-dumps';
import { toolListing } from './tool-listing';

/**
 * The tools as the OpenAI-style list most chat templates render —
 * `[{"type": "function", "function": {"name", "description", "parameters"}}]` — written with
 * Python's `json.dumps` spacing, as the templates do.
 */
export function functionToolsJson(tools: ReadonlyArray<FunctionTool>): string {
  return jsonDumps(tools.map((tool) => ({ type: 'function', function: toolListing(tool) })));
}
