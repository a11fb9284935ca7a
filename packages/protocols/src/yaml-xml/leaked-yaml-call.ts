import { parseDocument } from 'yaml';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { LEAKED_ENVELOPE_KEYS } from '../format/leaked-envelope-keys';
import { ArgumentObjectWriter } from '../json-calls/argument-object-writer';
import type { BlockBodyNotation } from '../json-calls/block-body-notation';
import type { JsonBlockOptions } from '../json-calls/json-block-segment';
import { MAX_JSON_DEPTH } from '../json-calls/max-json-depth';
import { exceedsFlowDepth } from './yaml-flow-depth';

const NAME_KEYS = LEAKED_ENVELOPE_KEYS.name ?? ['name'];
const ARGUMENT_KEYS = LEAKED_ENVELOPE_KEYS.arguments ?? ['arguments'];

/**
 * The first line of a leaked YAML call: a name key, a colon and a blank (`name: get_weather`).
 * JSON opens with `{` or `[`, a tag with `<`, so the two cannot be confused; prose after
 * `<tool_call>` that happens to start with `name:` is read as YAML, and fails as a call (reported,
 * kept as text) unless it names a declared tool.
 */
const OPENING = new RegExp(`^(?:${NAME_KEYS.join('|')})[ \\t]*:[ \\t]`);
/** Enough characters to match {@link OPENING} (the longest key, spaces, `:`, a blank). */
const OPENING_WINDOW = Math.max(...NAME_KEYS.map((key) => key.length)) + 4;

/**
 * A call written as YAML inside `<tool_call>` — `name: get_weather` then `arguments:` with an
 * indented mapping — with the envelope keys json-mix knows (`tool` / `function` for `name`;
 * `parameters` / `args` / `input` for `arguments`). Scalars are read as text (the `yaml`
 * package's failsafe schema) and typed by the tool's schema, as the yaml-xml format does.
 */
export const leakedYamlCall: BlockBodyNotation = {
  opens(text, from, final) {
    const window = text.slice(from, from + OPENING_WINDOW);
    if (OPENING.test(window)) return 'yes';
    if (final || window.length === OPENING_WINDOW) return 'no';
    // Too little text: wait only while it can still become a name key's line.
    return /^[a-z]*[ \t]*:?$/.test(window) &&
      NAME_KEYS.some((key) => key.startsWith(window.replace(/[ \t:]+$/, '')))
      ? 'more'
      : 'no';
  },

  read(body, context) {
    const parsed = parseBody(body);
    if (parsed instanceof ToolCallParseError) return parsed;
    const name = valueAt(parsed, NAME_KEYS);
    if (typeof name !== 'string' || name.trim().length === 0) {
      return invalid('MISSING_TOOL_NAME', 'has no "name" line naming the tool');
    }
    const tool = context.tools.lookup(name.trim());
    if (tool === undefined) return unknownToolError(name.trim(), context.tools);
    const args = valueAt(parsed, ARGUMENT_KEYS) ?? {};
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
      return invalid('INVALID_ARGUMENTS', 'gives "arguments" that are not a mapping', tool.name);
    }
    const writer = context.startCall(tool.name);
    const object = new ArgumentObjectWriter(writer, tool.schema);
    for (const [key, value] of Object.entries(args)) object.value(key, value);
    object.close();
    writer.end();
    return undefined;
  },
};

/** The body as a YAML mapping, or why it is not one. */
function parseBody(body: string): Record<string, unknown> | ToolCallParseError {
  if (exceedsFlowDepth(body, MAX_JSON_DEPTH)) {
    return invalid('INVALID_ARGUMENTS', `nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    const document = parseDocument(body, { schema: 'failsafe', logLevel: 'error' });
    const [error] = document.errors;
    if (error !== undefined) throw error;
    parsed = document.toJS();
  } catch (cause) {
    return invalid('INVALID_ARGUMENTS', `is not valid YAML: ${(cause as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return invalid('INVALID_ARGUMENTS', 'is not a YAML mapping');
  }
  return parsed as Record<string, unknown>;
}

/** The value of the first of `keys` the mapping has (own keys only). */
function valueAt(mapping: Record<string, unknown>, keys: readonly string[]): unknown {
  const key = keys.find((candidate) => Object.hasOwn(mapping, candidate));
  return key === undefined ? undefined : mapping[key];
}

function invalid(
  code: 'MISSING_TOOL_NAME' | 'INVALID_ARGUMENTS',
  problem: string,
  toolName?: string,
): ToolCallParseError {
  return new ToolCallParseError({
    code,
    message: `The YAML body of the tool call ${problem}.`,
    ...(toolName === undefined ? {} : { toolName }),
  });
}

/**
 * The block of Hermes calls a `<tool_call>` reader falls back on: JSON with the envelope keys
 * models leak, or a YAML body.
 */
export function leakedCallBlock(startMarker: string, endMarker: string): JsonBlockOptions {
  return { startMarker, endMarker, keys: LEAKED_ENVELOPE_KEYS, body: leakedYamlCall };
}

/** Whether the text at `from` opens such a block: a JSON value or a YAML name line. */
export function opensLeakedCall(text: string, from: number, final: boolean): 'yes' | 'no' | 'more' {
  const c = text[from];
  return c === '{' || c === '[' ? 'yes' : leakedYamlCall.opens(text, from, final);
}
