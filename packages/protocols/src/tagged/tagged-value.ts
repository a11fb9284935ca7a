import type { Pattern } from './pattern';

/** What {@link TaggedValueScanner.scan} found. */
export type TaggedValueScan =
  /** No end yet: the text from `index` on must be scanned again with more text. */
  | { kind: 'hold'; index: number }
  /** The value ends where the boundary begins, at `index`. */
  | { kind: 'ended'; index: number }
  /** The output ended inside the value. */
  | { kind: 'cut-off' };

const NEWLINE = 10;

/**
 * Reads the text of one parameter value whose end is a tag, streaming it as it arrives. Only a
 * `<` can begin the end, and a `<` is taken as the end only when `boundary` matches there — the
 * formats' structural look-ahead (a literal `</parameter>` inside code is content unless the call
 * goes on after it). Everything before a candidate `<` is passed on at once, so a long value
 * streams in as many pieces as it arrives in.
 *
 * With `trimNewlines` (Qwen3-Coder) one leading and one trailing newline are not part of the
 * value: the first character is checked, and a final newline is held back (as a flag, not as
 * text) until the next character shows whether the value ends there.
 */
export class TaggedValueScanner {
  private state: 'start' | 'inside' = 'start';
  private pendingNewline = false;

  constructor(
    private readonly boundary: Pattern,
    private readonly trimNewlines: boolean,
  ) {}

  /** Starts a new value. */
  reset(): void {
    this.state = 'start';
    this.pendingNewline = false;
  }

  /** Scans `text` from `i`, passing the value's text to `emit`. */
  scan(text: string, i: number, eof: boolean, emit: (text: string) => void): TaggedValueScan {
    let j = i;
    if (this.state === 'start') {
      if (j >= text.length) return eof ? { kind: 'cut-off' } : { kind: 'hold', index: j };
      if (this.trimNewlines && text.charCodeAt(j) === NEWLINE) j++;
      this.state = 'inside';
    }
    for (;;) {
      const lt = text.indexOf('<', j);
      const stop = lt === -1 ? text.length : lt;
      if (stop > j) this.pass(text, j, stop, emit);
      if (lt === -1) return eof ? { kind: 'cut-off' } : { kind: 'hold', index: text.length };
      const match = this.boundary(text, lt, eof);
      if (match.kind === 'full') {
        // The one trailing newline (if any) is not part of the value.
        this.pendingNewline = false;
        return { kind: 'ended', index: lt };
      }
      if (match.kind === 'partial') return { kind: 'hold', index: lt };
      this.pass(text, lt, lt + 1, emit);
      j = lt + 1;
    }
  }

  private pass(text: string, from: number, to: number, emit: (text: string) => void): void {
    if (!this.trimNewlines) {
      emit(text.slice(from, to));
      return;
    }
    if (this.pendingNewline) emit('\n');
    this.pendingNewline = text.charCodeAt(to - 1) === NEWLINE;
    const last = this.pendingNewline ? to - 1 : to;
    if (last > from) emit(text.slice(from, last));
  }
}
