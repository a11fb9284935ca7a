import { isJsonSpace, isWhitespace } from './char-predicates';
import { checkMaxDepth } from './max-depth';
import { ParserCore } from './parser-core';
import type { ParseOptions } from './types';
import { ValueBuilder } from './value-builder';

// A failed JSON.parse spends most of its time capturing a stack trace nobody reads. The limit is
// lowered around the attempt when the runtime lets us (a frozen `Error` keeps its default).
const stackLimitWritable =
  Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')?.writable === true;

/**
 * Parses JSON as a language model writes it. Valid JSON gives exactly what `JSON.parse` gives
 * (and goes through it); JSON5 gives what `json5.parse` gives; model noise is repaired (Python
 * literals, raw control characters, unknown escapes, smart quotes, missing commas, one
 * surrounding Markdown fence, containers left unclosed right after a complete value, closers of
 * the wrong kind). Anything else — prose, garbage, a truncated value — throws `RJSONParseError`.
 *
 * @param text The text to parse.
 * @param options `maxDepth` (default 10,000) and `onRepair`, called for every repair applied.
 * @returns The parsed value.
 */
export function parse(text: string, options?: ParseOptions): unknown {
  if (typeof text !== 'string') {
    throw new TypeError(`RJSON.parse expects a string, got ${typeof text}`);
  }
  const maxDepth = checkMaxDepth(options?.maxDepth);
  let end = text.length;
  let start = 0;
  let c = text.charCodeAt(0);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++start);
  if (c === 96 && text.startsWith('```', start)) {
    const fence = start;
    [start, end] = fenceContent(text, start);
    // repair: one Markdown code fence around the JSON
    options?.onRepair?.({
      code: 'MARKDOWN_FENCE',
      position: fence,
      message: 'Removed the Markdown code fence around the JSON.',
    });
    const value = tryNative(text.slice(start, end), 0, maxDepth);
    if (value !== FAILED) return value;
  } else if (start < end) {
    const value = tryNative(text, start, maxDepth);
    if (value !== FAILED) return value;
  }
  const builder = new ValueBuilder();
  const core = new ParserCore(builder, {
    maxDepth,
    onRepair: options?.onRepair,
    trailing: 'reject',
  });
  core.run(text, start, end);
  core.finish(end);
  return builder.result;
}

const FAILED: unique symbol = Symbol('failed');

/**
 * The fast path: `JSON.parse` when the text looks like JSON. Cheap checks at both ends skip it
 * for typical relaxed input (an unquoted first key, a trailing comma), where a failed attempt
 * would cost more than the whole tolerant parse.
 */
function tryNative(text: string, first: number, maxDepth: number): unknown {
  if (text.length > maxDepth && failsAtEnds(text, first, maxDepth)) return FAILED;
  if (!looksLikeJson(text, first)) return FAILED;
  let value: unknown;
  const limit = stackLimitWritable ? Error.stackTraceLimit : 0;
  if (stackLimitWritable) Error.stackTraceLimit = 0;
  try {
    value = JSON.parse(text);
  } catch {
    return FAILED;
  } finally {
    if (stackLimitWritable) Error.stackTraceLimit = limit;
  }
  // Nesting deeper than maxDepth needs 2 × (maxDepth + 1) brackets; only longer texts are walked,
  // and a too-deep one is re-read by the core, which reports the exact position.
  if (text.length > 2 * maxDepth + 1 && depthExceeds(value, maxDepth)) return FAILED;
  return value;
}

function looksLikeJson(text: string, first: number): boolean {
  // The checks are written out, without helper calls: after a full garbage collection V8 may
  // drop the optimized code of these functions, and until it is rebuilt every call costs more
  // than the checks themselves (small payloads pay it on every parse).
  // Through the first few opening brackets: `{` must be followed by `"` or `}` (not an unquoted
  // or single-quoted key), anything else must start a JSON value.
  let i = first;
  for (let open = 0; open < 8; open++) {
    const c = text.charCodeAt(i);
    if (c !== 123 && c !== 91) {
      // `"`, `-`, a digit, or the `t`/`f`/`n` of a literal: what may start a JSON value
      const valueStart =
        c === 34 || c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102 || c === 110;
      if (!valueStart) return open > 0 && c === 93;
      break;
    }
    let next = text.charCodeAt(++i);
    while (next === 32 || next === 10 || next === 13 || next === 9) next = text.charCodeAt(++i);
    if (c === 123) {
      if (next !== 34 && next !== 125) return false;
      break;
    }
  }
  // Back over the closing brackets to the end of the last value: in JSON text that is a string,
  // a number, `true`/`false`/`null` or an empty container. A trailing comma, a Python literal
  // (`"metric": True}`) or a truncated value fails here, in a few reads, rather than late inside
  // JSON.parse, whose error costs several times a tolerant parse of a tool call. The walk is
  // linear and runs once.
  let last = text.length - 1;
  let l = text.charCodeAt(last);
  while (last > first && (l === 32 || l === 10 || l === 13 || l === 9 || l === 125 || l === 93)) {
    l = text.charCodeAt(--last);
  }
  if (l === 34 || (l >= 48 && l <= 57) || l === 123 || l === 91) return true;
  if (l === 101) return endsWithWord(text, last, 'true') || endsWithWord(text, last, 'false');
  return l === 108 && endsWithWord(text, last, 'null');
}

/**
 * Whether the ends of a text already show that `JSON.parse` cannot give a value within
 * `maxDepth`: more than `maxDepth` `[` in a row at its start or closers in a row at its end nest
 * too deep whatever lies between, and an opening bracket as its last character is not JSON. The
 * core then reports it after reading at most maxDepth + 1 brackets, where `JSON.parse` would
 * first read the whole text (200,000 `[`). Only texts longer than `maxDepth` can be that deep,
 * so small payloads never come here.
 */
function failsAtEnds(text: string, first: number, maxDepth: number): boolean {
  let run = 0;
  for (let k = first; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 91) {
      if (++run > maxDepth) return true;
    } else if (!isJsonSpace(c)) break;
  }
  run = 0;
  let k = text.length - 1;
  for (; k >= first; k--) {
    const c = text.charCodeAt(k);
    if (c === 93 || c === 125) {
      if (++run > maxDepth) return true;
    } else if (!isJsonSpace(c)) break;
  }
  const last = text.charCodeAt(k);
  // `[` or `{` at the end, not closed by a bracket right after it: `[[[` ends open
  return (last === 91 || last === 123) && run === 0;
}

/** Whether `word` ends at `text[last]` (its last character is known to match). */
function endsWithWord(text: string, last: number, word: string): boolean {
  const start = last - word.length + 1;
  if (start < 0) return false;
  for (let k = 0; k < word.length - 1; k++) {
    if (text.charCodeAt(start + k) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * Content bounds of a fenced block starting at `open` (the first backtick): after the info string
 * (`json`, `json5`, …) up to a closing fence at the very end, if there is one.
 */
function fenceContent(text: string, open: number): [number, number] {
  let start = open + 3;
  while (start < text.length && isInfoChar(text.charCodeAt(start))) start++;
  let end = text.length;
  while (end > start && isWhitespace(text.charCodeAt(end - 1))) end--;
  if (end - 3 >= start && text.startsWith('```', end - 3)) end -= 3;
  else end = text.length;
  return [start, end];
}

function isInfoChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 48 && c <= 57) ||
    c === 45 ||
    c === 95 ||
    c === 43 ||
    c === 46
  );
}

// Recursion walks a parsed value fastest, so it is used up to this depth; an explicit stack takes
// over below it, and the call stack never grows past this bound.
const RECURSION_LIMIT = 256;

type Container = Record<string, unknown> | unknown[];

/** Whether a parsed value nests deeper than `maxDepth`. */
function depthExceeds(root: unknown, maxDepth: number): boolean {
  if (typeof root !== 'object' || root === null) return false;
  // for-in is the fast way through objects, but it would also visit anything enumerable that
  // other code added to Object.prototype; then only own values are walked.
  return forInSeesOwnKeysOnly()
    ? depthExceedsRecursively(root as Container, maxDepth, 1)
    : depthExceedsIteratively(root as Container, maxDepth, 1);
}

const probe = {};

function forInSeesOwnKeysOnly(): boolean {
  for (const key in probe) return key === undefined;
  return true;
}

function depthExceedsRecursively(value: Container, maxDepth: number, depth: number): boolean {
  if (depth > maxDepth) return true;
  if (depth >= RECURSION_LIMIT) return depthExceedsIteratively(value, maxDepth, depth);
  // primitives are skipped here rather than in a call each
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (typeof item === 'object' && item !== null) {
        if (depthExceedsRecursively(item as Container, maxDepth, depth + 1)) return true;
      }
    }
  } else {
    for (const key in value) {
      const item = value[key];
      if (typeof item === 'object' && item !== null) {
        if (depthExceedsRecursively(item as Container, maxDepth, depth + 1)) return true;
      }
    }
  }
  return false;
}

function depthExceedsIteratively(root: Container, maxDepth: number, rootDepth: number): boolean {
  const values: Container[] = [root];
  const depths: number[] = [rootDepth];
  while (values.length > 0) {
    const value = values.pop() as Container;
    const depth = depths.pop() as number;
    if (depth > maxDepth) return true;
    const items = Array.isArray(value) ? value : Object.values(value);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (typeof item === 'object' && item !== null) {
        values.push(item as Container);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}
