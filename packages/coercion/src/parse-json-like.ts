import { parse } from '@tool/rjson';
import { hasNonFiniteNumber } from './has-non-finite-number';
import { MAX_DEPTH } from './limits';

/**
 * Parses text that holds a whole JSON object or array — relaxed syntax included (single quotes,
 * Python literals, trailing commas) through `@tool/rjson` — and nothing else.
 *
 * The trimmed text must start and end with matching brackets (or, when `allowFence` is set, be a
 * Markdown code fence), so a sentence that merely contains `{…}` is never cut down to its braces.
 *
 * Nesting is limited to {@link MAX_DEPTH}: deeper text stays text, so a hostile argument cannot
 * build a value that overflows the stack of whoever serializes it (`JSON.stringify` does near
 * 4,000 levels).
 *
 * Text escaped once more, as inside a JSON string (`[{\"id\": \"1\"}]`), is unescaped and read.
 *
 * @returns The parsed object or array, or `undefined` when the text is not one, does not parse, is
 *   nested deeper than `MAX_DEPTH`, or holds a non-finite number (`1e999`, `Infinity`, `NaN`):
 *   coercion never produces those.
 */
export function parseJsonLike(text: string, allowFence: boolean): object | undefined {
  const trimmed = text.trim();
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  const bracketed = (first === '{' && last === '}') || (first === '[' && last === ']');
  const fenced =
    allowFence && trimmed.length >= 6 && trimmed.startsWith('```') && trimmed.endsWith('```');
  if (!bracketed && !fenced) return undefined;
  const value = parseOrUndefined(trimmed) ?? parseOrUndefined(unescapedOnce(trimmed));
  if (typeof value !== 'object' || value === null || hasNonFiniteNumber(value)) return undefined;
  return value;
}

function parseOrUndefined(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text, { maxDepth: MAX_DEPTH });
  } catch {
    return undefined;
  }
}

/**
 * JSON that was escaped once more, as it would stand inside a JSON string (`[{\"id\": \"1\"}]`:
 * GLM writes array and object arguments so): the text read as a JSON string body, when every
 * quote in it is escaped; otherwise `undefined`.
 */
function unescapedOnce(text: string): string | undefined {
  let escaped = false;
  let quotes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (escaped) {
      escaped = false;
      if (code === 0x22) quotes++;
    } else if (code === 0x5c /* \\ */) {
      escaped = true;
    } else if (code === 0x22 /* " */ || (code < 0x20 && !isLayout(code))) {
      return undefined;
    }
  }
  if (quotes === 0) return undefined;
  try {
    // Line breaks and tabs between the values (pretty-printed JSON) are kept as they are.
    return JSON.parse(`"${text.replace(/[\n\r\t]/g, escapeLayout)}"`) as string;
  } catch {
    return undefined;
  }
}

function isLayout(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x09;
}

function escapeLayout(c: string): string {
  return c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t';
}
