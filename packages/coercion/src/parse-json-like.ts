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
  let value: unknown;
  try {
    value = parse(trimmed, { maxDepth: MAX_DEPTH });
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || hasNonFiniteNumber(value)) return undefined;
  return value;
}
