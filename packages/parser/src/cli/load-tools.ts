import type { FunctionTool } from '@tool/protocols';
import { parse } from '@tool/rjson';

/** The tools read from a `--tools` file, or why they could not be read. */
export type LoadToolsResult = { ok: true; tools: FunctionTool[] } | { ok: false; message: string };

const SHAPES =
  'Expected the AI SDK shape { "get_weather": { "description": "…", "inputSchema": { … } } } ' +
  'or an array [{ "name": "get_weather", "inputSchema": { … } }] (`parameters` works for `inputSchema`).';

/** A permissive schema for a tool given without one: any object. */
const ANY_OBJECT = { type: 'object' } as const;

/**
 * Reads tool declarations for the inspector. Accepted: the AI SDK `tools` object
 * (`{ name: { description, inputSchema } }`), an array of `{ name, description?, inputSchema }`
 * or `{ name, parameters }`, OpenAI-style `{ type: 'function', function: { … } }` entries, and
 * any of these under a top-level `tools` key. The text may be JSON5 (comments, trailing commas).
 *
 * @param source The file's text.
 * @param origin The file name, for messages.
 */
export function parseToolsJson(source: string, origin: string): LoadToolsResult {
  let value: unknown;
  try {
    value = parse(source);
  } catch (error) {
    return fail(`${origin} is not JSON: ${(error as Error).message}`);
  }
  if (isRecord(value) && Array.isArray(value.tools)) value = value.tools;
  if (!Array.isArray(value) && !isRecord(value)) {
    return fail(`${origin} holds ${describe(value)}, not tools. ${SHAPES}`);
  }
  const entries: Array<[string | undefined, unknown, string]> = Array.isArray(value)
    ? value.map((entry, i) => [undefined, entry, `entry ${i + 1}`])
    : Object.entries(value).map(([name, entry]) => [name, entry, `"${name}"`]);

  const tools: FunctionTool[] = [];
  const seen = new Set<string>();
  for (const [key, entry, where] of entries) {
    const tool = readTool(key, entry);
    if (typeof tool === 'string') return fail(`${origin}: ${where} ${tool}. ${SHAPES}`);
    if (seen.has(tool.name)) return fail(`${origin} declares the tool "${tool.name}" twice.`);
    seen.add(tool.name);
    tools.push(tool);
  }
  return { ok: true, tools };
}

/** One declaration, or what is wrong with it. */
function readTool(key: string | undefined, entry: unknown): FunctionTool | string {
  if (!isRecord(entry)) return `is ${describe(entry)}, not a tool object`;
  const body = isRecord(entry.function) ? entry.function : entry;
  const name = key ?? body.name;
  if (typeof name !== 'string' || name.length === 0) return 'has no "name"';
  const schema = body.inputSchema ?? body.parameters ?? ANY_OBJECT;
  if (!isRecord(schema)) return `("${name}") has an input schema that is not an object`;
  const tool: FunctionTool = { type: 'function', name, inputSchema: schema };
  if (typeof body.description === 'string') tool.description = body.description;
  return tool;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function fail(message: string): LoadToolsResult {
  return { ok: false, message };
}
