import { parse as parseJson } from '@tool/rjson';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { TaggedCall } from '../tagged/tagged-call';

/** Longest JSON object of arguments read before the call is given up as cut off. */
export const HY3_MAX_JSON_ARGUMENTS = 1 << 20;

/**
 * Hy3 also writes a call's arguments as one JSON object after `<tool_sep>`
 * (`<tool_call>get_weather<tool_sep>{"city": "Paris"}</tool_call>`) instead of `<arg_key>` /
 * `<arg_value>` pairs. `text` is everything between `<tool_sep>` and the close tag: each member
 * becomes an argument, typed by the schema like any JSON value. Returns false, and writes
 * nothing, when the text is not one object (`complete`: the close tag was seen, so the call fails
 * with a message saying what was there; otherwise the output was cut inside it).
 */
export function applyHy3JsonArguments(call: TaggedCall, text: string, complete: boolean): boolean {
  const value = parseObject(text);
  if (value !== undefined) {
    call.object(value);
    return true;
  }
  if (complete) {
    call.fail(
      new ToolCallParseError({
        code: 'INVALID_JSON',
        message: `The arguments of the Hy3 call to "${call.toolName}" start with "{" but are not one JSON object: ${JSON.stringify(text.trim().slice(0, 80))}.`,
        toolName: call.toolName,
      }),
    );
  }
  return false;
}

/** `text` as a JSON object, or undefined when it is not one (or not yet a whole one). */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = parseJson(text.trim());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
