/**
 * What a repair fixed. Only departures from JSON5 are repairs; JSON5 syntax (comments, single
 * quotes, unquoted keys, trailing commas, …) is part of the accepted language and is not reported.
 * - `PYTHON_LITERAL`: `True` / `False` / `None` read as `true` / `false` / `null`.
 * - `RAW_CONTROL_CHARACTER`: a raw control character (newline, tab, U+0000–U+001F) inside a
 *   string, kept as it is.
 * - `UNKNOWN_ESCAPE`: a backslash before a character that is no escape (`\$`, `\d`): the
 *   backslash is dropped and the character kept, as json5 does.
 * - `SMART_QUOTES`: a string delimited by typographic quotes “…” or ‘…’.
 * - `MISSING_COMMA`: a comma inserted between two members or elements.
 * - `MARKDOWN_FENCE`: a surrounding Markdown code fence (```` ```json … ``` ````) removed.
 * - `UNCLOSED_CONTAINER`: an object or array closed at the end of input, right after a complete
 *   value.
 * - `MISMATCHED_CLOSER`: a `]` or `}` that does not fit the innermost open container. When it
 *   fits one further out, the containers inside that one are closed there (`{"a": [1, 2}`; one
 *   repair per container closed); when it fits none (`{"a": 1]}`), or in `parse` after the
 *   complete value (`{"a": 1}}`), it is dropped.
 */
export type RJSONRepairCode =
  | 'PYTHON_LITERAL'
  | 'RAW_CONTROL_CHARACTER'
  | 'UNKNOWN_ESCAPE'
  | 'SMART_QUOTES'
  | 'MISSING_COMMA'
  | 'MARKDOWN_FENCE'
  | 'UNCLOSED_CONTAINER'
  | 'MISMATCHED_CLOSER';

/** One repair that was applied while parsing. */
export interface RJSONRepair {
  /** What was repaired. */
  code: RJSONRepairCode;
  /** 0-based offset in the input where the repair applies. */
  position: number;
  /** A human-readable description. */
  message: string;
}

/** Options of `parse`. */
export interface ParseOptions {
  /**
   * Deepest allowed nesting of objects and arrays (default 10,000). Deeper input fails with
   * `RJSONParseError` code `DEPTH_LIMIT`.
   */
  maxDepth?: number;
  /** Called once for every repair that was applied. */
  onRepair?: (repair: RJSONRepair) => void;
}

/**
 * An event of the push parser. Keys arrive whole (`key`); string values arrive in pieces
 * (`string-start`, `string-chunk`*, `string-end`) as soon as their text is final.
 */
export type RJSONEvent =
  | { type: 'object-start' }
  | { type: 'object-end' }
  | { type: 'array-start' }
  | { type: 'array-end' }
  | { type: 'key'; key: string }
  | { type: 'string-start' }
  | { type: 'string-chunk'; text: string }
  | { type: 'string-end' }
  | { type: 'primitive'; value: number | boolean | null }
  | { type: 'end' };

/** Options of `createPushParser`. */
export interface PushParserOptions {
  /** Receives every event, in order. */
  onEvent: (event: RJSONEvent) => void;
  /** Deepest allowed nesting of objects and arrays (default 10,000). */
  maxDepth?: number;
  /** Called once for every repair that was applied. */
  onRepair?: (repair: RJSONRepair) => void;
}

/** An incremental JSON parser: feed text with `push`, finish with `end`. */
export interface PushParser {
  /**
   * Feeds the next piece of input. Returns how many characters of `chunk` were consumed: always
   * `chunk.length`, except once the top-level value is complete — then the index just after it,
   * and the rest of the chunk is not JSON (the caller handles it). Throws `RJSONParseError`
   * (position = absolute offset in everything pushed so far) as soon as the input can no longer
   * be JSON; after a throw the parser stays failed.
   */
  push(chunk: string): number;
  /**
   * End of input: completes a pending top-level number or keyword, closes objects and arrays
   * left open right after a complete value (closing events are emitted), and throws
   * `RJSONParseError` when the value is incomplete (inside a string, after a key, colon or comma,
   * or empty input).
   */
  end(): void;
  /** The top-level value is complete. */
  readonly done: boolean;
  /** Inside a string (key or value): a delimiter found in the raw text belongs to the JSON. */
  readonly inString: boolean;
  /** Current nesting depth of objects and arrays. */
  readonly depth: number;
  /**
   * Absolute number of characters consumed so far. Read inside `onEvent` during a container
   * event (`object-start`, `array-start`, `object-end`, `array-end`), it is the offset just after
   * that event's bracket, so a caller can cut the exact raw text of an element.
   */
  readonly position: number;
}
