import { parse } from '@tool/rjson';
import { coerceBySchema } from './coerce-by-schema';
import { hasNonFiniteNumber } from './has-non-finite-number';

/**
 * Normalizes a tool call's arguments for its tool: a string `input` is parsed with `@tool/rjson`
 * (relaxed JSON, Python literals, a Markdown fence; empty or blank text means `{}`), coerced with the
 * tool's `inputSchema` by {@link coerceBySchema}, and written back as canonical JSON text.
 *
 * Never throws. The part comes back as it was — the same object, a string `input` unchanged — when
 * no tool has that name, when the input does not parse (or holds `Infinity`/`NaN`), or when the
 * result cannot be encoded. A non-string `input` is coerced the same way (an unknown tool's is only
 * JSON-encoded).
 *
 * @param part - Anything with `toolName` and `input`, such as an AI SDK `tool-call` part.
 * @param tools - The available tools with their input schemas (raw JSON Schema or `{ jsonSchema }`).
 * @returns A new part with `input` as JSON text, or `part` itself when nothing could be done.
 *
 * @example
 * fixToolCallWithSchema({ toolName: 'wait', input: "{'days': '3'}" }, [
 *   { name: 'wait', inputSchema: { type: 'object', properties: { days: { type: 'integer' } } } },
 * ]); // { toolName: 'wait', input: '{"days":3}' }
 */
export function fixToolCallWithSchema<T extends { toolName: string; input: string | unknown }>(
  part: T,
  tools: ReadonlyArray<{ name: string; inputSchema: unknown }>,
): T & { input: string } {
  const unchanged = part as T & { input: string };
  const tool = tools.find((candidate) => candidate.name === part.toolName);
  const { input } = part;
  if (tool === undefined) {
    if (typeof input === 'string') return unchanged;
    const encoded = encode(input);
    return encoded === undefined ? unchanged : { ...part, input: encoded };
  }
  let value: unknown = input;
  if (typeof input === 'string') {
    if (input.trim() === '') {
      value = {};
    } else {
      try {
        value = parse(input);
      } catch {
        return unchanged;
      }
      if (hasNonFiniteNumber(value)) return unchanged;
    }
  }
  const encoded = encode(coerceBySchema(value, tool.inputSchema));
  return encoded === undefined ? unchanged : { ...part, input: encoded };
}

/** `JSON.stringify` that reports failure (cycles, `BigInt`, extreme depth, `undefined`) as `undefined`. */
function encode(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
