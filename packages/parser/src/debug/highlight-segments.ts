import type { RecognizedSegment } from '@tool/protocols';

/** How {@link highlightSegments} marks a segment on a terminal. */
export type HighlightStyle = 'bg' | 'inverse' | 'underline' | 'bold';

/** Options of {@link highlightSegments}. */
export interface HighlightOptions {
  /** The terminal style (default `bg`: black on yellow). */
  style?: HighlightStyle;
  /**
   * Use ANSI escape codes (default `false`). Without them a segment is wrapped in `[[` and `]]`,
   * so logs and files stay readable.
   */
  color?: boolean;
}

const OPEN: Record<HighlightStyle, string> = {
  bg: '\u001b[30;43m',
  inverse: '\u001b[7m',
  underline: '\u001b[4m',
  bold: '\u001b[1m',
};
const RESET = '\u001b[0m';

/** Thinking blocks are marked apart from calls: italic and dim, or `((` … `))` without color. */
const REASONING_OPEN = '\u001b[2;3m';

/**
 * Marks `segments` — substrings of `text` in order of appearance, such as the tool-call segments
 * from `protocol.extractToolCallSegments`, or the calls and thinking blocks (`kind: 'reasoning'`)
 * from `protocol.extractSegments` — inside `text`. Each segment is searched after the previous
 * one; the search stops at the first segment that is not found, so the cost stays linear.
 */
export function highlightSegments(
  text: string,
  segments: ReadonlyArray<string | RecognizedSegment>,
  options: HighlightOptions = {},
): string {
  const style = options.style ?? 'bg';
  const color = options.color === true;
  const marks = {
    call: color ? [OPEN[style] ?? OPEN.bg, RESET] : ['[[', ']]'],
    reasoning: color ? [REASONING_OPEN, RESET] : ['((', '))'],
  };
  let out = '';
  let cursor = 0;
  for (const entry of segments) {
    const segment = typeof entry === 'string' ? entry : entry.text;
    if (segment.length === 0) continue;
    const at = text.indexOf(segment, cursor);
    if (at === -1) break;
    const [open, close] = marks[typeof entry === 'string' ? 'call' : entry.kind];
    out += `${text.slice(cursor, at)}${open}${segment}${close}`;
    cursor = at + segment.length;
  }
  return out + text.slice(cursor);
}
