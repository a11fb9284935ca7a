/**
 * The result of matching a {@link Pattern} at a position: `full` (it matched and ends at `end`),
 * `partial` (the text ran out while it could still match: wait for more), or `none`.
 */
export type PatternMatch = { kind: 'full'; end: number } | { kind: 'partial' } | { kind: 'none' };

/**
 * A matcher for a short piece of tag syntax at position `at` of `text`. `eof` says no more text
 * will come, so a match that ran out of text is decided (`none`, or `full` for end-of-input
 * patterns). Every pattern looks at a bounded number of characters, so holding text back while a
 * match is `partial` keeps memory and work bounded, and the decision never depends on where the
 * chunks were cut.
 */
export type Pattern = (text: string, at: number, eof: boolean) => PatternMatch;

/** Decides whether `actual` (a character of the text) stands for `expected` (of a literal). */
export type CharEquivalence = (expected: number, actual: number) => boolean;

const PARTIAL: PatternMatch = { kind: 'partial' };
const NONE: PatternMatch = { kind: 'none' };
const exact: CharEquivalence = (expected, actual) => expected === actual;
const FULLWIDTH_BAR = 0xff5c;

function full(end: number): PatternMatch {
  return { kind: 'full', end };
}

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

function literal(expected: string, same: CharEquivalence = exact): Pattern {
  return (text, at, eof) => {
    for (let k = 0; k < expected.length; k++) {
      const p = at + k;
      if (p >= text.length) return eof ? NONE : PARTIAL;
      if (!same(expected.charCodeAt(k), text.charCodeAt(p))) return NONE;
    }
    return full(at + expected.length);
  };
}

/**
 * Like `literal`, but a non-empty beginning of it that runs into the end of the output also
 * matches: a close tag cut off by the token limit (`</tool_cal`).
 */
function truncated(expected: string, same: CharEquivalence = exact): Pattern {
  const whole = literal(expected, same);
  return (text, at, eof) => {
    const match = whole(text, at, eof);
    if (match.kind !== 'none' || !eof || at >= text.length) return match;
    for (let p = at; p < text.length; p++) {
      if (p - at >= expected.length || !same(expected.charCodeAt(p - at), text.charCodeAt(p)))
        return NONE;
    }
    return full(text.length);
  };
}

/** Zero to `max` whitespace characters; a longer run is not this syntax. */
function whitespace(max: number): Pattern {
  return (text, at) => {
    let p = at;
    while (p < text.length && isSpace(text.charCodeAt(p))) {
      if (p - at >= max) return NONE;
      p++;
    }
    return full(p);
  };
}

/** The end of the output. */
const end: Pattern = (text, at, eof) => {
  if (at < text.length) return NONE;
  return eof ? full(at) : PARTIAL;
};

function seq(...patterns: Pattern[]): Pattern {
  return (text, at, eof) => {
    let p = at;
    for (const next of patterns) {
      const match = next(text, p, eof);
      if (match.kind !== 'full') return match;
      p = match.end;
    }
    return full(p);
  };
}

/** Ordered choice: the first alternative that matches; undecided while an earlier one is. */
function alt(...patterns: Pattern[]): Pattern {
  return (text, at, eof) => {
    for (const next of patterns) {
      const match = next(text, at, eof);
      if (match.kind !== 'none') return match;
    }
    return NONE;
  };
}

/**
 * A name of 1 to `max` characters ending with `terminator` (`>`, `</arg_key>`). A newline or a
 * `<` that does not begin the terminator ends the attempt; `accept` sees the raw name.
 */
function nameUntil(
  terminator: string,
  max: number,
  accept: (name: string) => boolean = () => true,
  same: CharEquivalence = exact,
): Pattern {
  const close = literal(terminator, same);
  const first = terminator.charCodeAt(0);
  return (text, at, eof) => {
    for (let p = at; p < text.length; p++) {
      const code = text.charCodeAt(p);
      if (code === first) {
        const match = close(text, p, eof);
        if (match.kind === 'partial') return PARTIAL;
        if (match.kind === 'full') {
          return p > at && accept(text.slice(at, p)) ? match : NONE;
        }
      }
      if (code === 10 || code === 60 || p - at >= max) return NONE;
    }
    return eof ? NONE : PARTIAL;
  };
}

/**
 * The attributes of an open tag up to its `>` (quotes respected), at most `max` characters;
 * `accept` sees the raw attribute text. Must start with whitespace or `>`, so `<invoker` is not
 * `<invoke`.
 */
function attributes(max: number, accept: (raw: string) => boolean = () => true): Pattern {
  return (text, at, eof) => {
    let quote = 0;
    for (let p = at; p < text.length; p++) {
      const code = text.charCodeAt(p);
      if (p === at && code !== 62 && !isSpace(code)) return NONE;
      if (p - at >= max) return NONE;
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 34 || code === 39) {
        quote = code;
      } else if (code === 62) {
        return accept(text.slice(at, p)) ? full(p + 1) : NONE;
      } else if (code === 60) {
        return NONE;
      }
    }
    return eof ? NONE : PARTIAL;
  };
}

/** The index of the first non-whitespace character at or after `from` (or the text's length). */
function skipSpace(text: string, from: number): number {
  let p = from;
  while (p < text.length && isSpace(text.charCodeAt(p))) p++;
  return p;
}

/**
 * Every spelling of `text` with each `｜` (U+FF5C) written either way, `｜` or `|` — the exact
 * strings a marker search needs where {@link pattern.fullwidthBar} compares loosely.
 */
function barSpellings(text: string): string[] {
  let out = [''];
  for (const ch of text) {
    out = ch === '｜' ? out.flatMap((s) => [`${s}｜`, `${s}|`]) : out.map((s) => s + ch);
  }
  return out;
}

/**
 * Which of `patterns` matches at `at` (the first that does, with its end), `'partial'` while an
 * earlier one is undecided, or undefined when none does.
 */
function which(
  patterns: readonly Pattern[],
  text: string,
  at: number,
  eof: boolean,
): { index: number; end: number } | 'partial' | undefined {
  for (let index = 0; index < patterns.length; index++) {
    const match = (patterns[index] as Pattern)(text, at, eof);
    if (match.kind === 'full') return { index, end: match.end };
    if (match.kind === 'partial') return 'partial';
  }
  return undefined;
}

/**
 * Partial-aware pattern combinators for the tag syntax of XML-like tool-call formats. They decide
 * structure (is this `</parameter>` the end of the value?) by looking ahead a bounded distance.
 */
export const pattern = {
  literal,
  truncated,
  whitespace,
  end,
  seq,
  alt,
  nameUntil,
  attributes,
  /** `｜` (U+FF5C) in a literal also accepts the ASCII `|` (DeepSeek tokens written as text). */
  fullwidthBar: ((expected, actual) =>
    expected === actual || (expected === FULLWIDTH_BAR && actual === 124)) as CharEquivalence,
  isSpace,
  skipSpace,
  which,
  barSpellings,
};
