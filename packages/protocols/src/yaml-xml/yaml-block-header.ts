/** How a literal block scalar treats its final line breaks (YAML "chomping"). */
export type Chomping = 'clip' | 'strip' | 'keep';

/** A line that opens a block scalar (`key: |`, `- >-`, `key: |2`). */
export interface BlockHeader {
  /** `|` (literal) or `>` (folded). */
  style: '|' | '>';
  chomping: Chomping;
  /** An explicit indentation indicator (`|2`) was given. */
  explicitIndent: boolean;
  /** The plain key before `:` when the line is `KEY: |…` (undefined for sequences, quoted keys…). */
  key: string | undefined;
}

/** `KEY: |` with a plain identifier-like key; linear (no nested or overlapping quantifiers). */
const KEYED = /^([A-Za-z_$][\w$.-]*)[ \t]*:[ \t]+[|>]/;

/**
 * Whether `content` (a line without its indentation and line break) opens a block scalar: it ends
 * with `|` or `>`, optional indicators and an optional comment, right after `key:` or `-` and
 * whitespace. Quoted keys and tags are not recognised; that only means such a value is not
 * streamed (the final YAML parse still reads it).
 */
export function parseBlockHeader(content: string): BlockHeader | undefined {
  const body = stripComment(content).trimEnd();
  let p = body.length;
  // Up to two indicator characters: chomping (+/-) and an indentation digit, in either order.
  while (p > 0 && body.length - p < 2 && /[-+1-9]/.test(body[p - 1] as string)) p--;
  const style = body[p - 1];
  if (style !== '|' && style !== '>') return undefined;
  const indicators = body.slice(p);
  const before = body.slice(0, p - 1);
  if (before.length > 0 && !/[ \t]$/.test(before)) return undefined;
  const lead = before.trimEnd();
  if (lead.length > 0 && !lead.endsWith(':') && lead !== '-' && !lead.endsWith(' -')) {
    return undefined;
  }
  const keyed = KEYED.exec(body);
  return {
    style,
    chomping: indicators.includes('-') ? 'strip' : indicators.includes('+') ? 'keep' : 'clip',
    explicitIndent: /[1-9]/.test(indicators),
    key: keyed !== null && keyed[0].length === p ? keyed[1] : undefined,
  };
}

/** Removes a `#` comment (a `#` at the start or after whitespace). */
function stripComment(content: string): string {
  for (let i = 0; i < content.length; i++) {
    if (content[i] === '#' && (i === 0 || content[i - 1] === ' ' || content[i - 1] === '\t')) {
      return content.slice(0, i);
    }
  }
  return content;
}
