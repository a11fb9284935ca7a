/**
 * Where the plain text is, as Markdown reads it: prose, an inline code span, a fenced block, or the
 * line of a run that closes the fence if nothing but spaces follows it on that line.
 */
type Place = 'prose' | 'span' | 'fence' | 'fence-closing';

const BACKTICK = 96;
const TILDE = 126;
const NEWLINE = 10;
const SPACE = 32;

/**
 * Follows the plain text of an output (not call segments, not reasoning) the way Markdown reads it,
 * to tell whether a call marker stands inside an inline code span (`` `…` ``) or a fenced block
 * (```` ``` ```` or `~~~` on a line of its own): a model *explaining* tool calls writes markup there,
 * and markup for a tool nobody declared is prose then, not a botched call.
 *
 * Kept small and linear: one pass over each piece of text, a few numbers of state. Simplified
 * CommonMark: a run of N backticks opens a span that the next run of exactly N closes (a blank line
 * ends an unclosed one); a run of three or more backticks or tildes at the start of a line (up to
 * three spaces in) opens a fence that a run of the same character, at least as long, alone on a
 * line closes.
 */
export class CodeContext {
  private place: Place = 'prose';
  /** The length of the span's or the fence's opening run. */
  private openLength = 0;
  private fenceChar = BACKTICK;
  /** The run of backticks or tildes being read (its character in `runChar`). */
  private run = 0;
  private runChar = BACKTICK;
  /** Whether the run began at the start of a line (after at most three spaces). */
  private runAtLineStart = false;
  /** Characters since the last newline that were all spaces (-1: something else came). */
  private indent = 0;

  /** Reads more plain text. */
  feed(text: string): void {
    // Most pieces hold no backtick, tilde or line break: then only whether they are blank matters.
    // (A plain loop: a regular expression per piece costs more on the short pieces of a stream.)
    let plain = this.run === 0;
    let blank = true;
    for (let i = 0; plain && i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKTICK || code === TILDE || code === NEWLINE) plain = false;
      else if (code !== SPACE) blank = false;
    }
    if (!plain) {
      for (let i = 0; i < text.length; i++) this.step(text.charCodeAt(i));
    } else if (blank) {
      if (this.indent >= 0) this.indent += text.length;
    } else {
      if (this.place === 'fence-closing') this.place = 'fence';
      this.indent = -1;
    }
  }

  /**
   * Whether text at this point stands inside a code span or a fenced block. A run of backticks
   * right before it counts as opening one (`` `<tool_call>… ``).
   */
  get inside(): boolean {
    if (this.place !== 'prose') return true;
    return this.run > 0 && this.runChar === BACKTICK;
  }

  private step(code: number): void {
    if (code === BACKTICK || code === TILDE) {
      if (this.run > 0 && code !== this.runChar) this.endRun();
      if (this.run === 0) {
        this.runChar = code;
        this.runAtLineStart = this.indent >= 0 && this.indent <= 3;
      }
      this.run++;
      return;
    }
    if (this.run > 0) this.endRun();
    // Anything but spaces after a closing run: it was a line of the fence's content after all.
    if (this.place === 'fence-closing' && code !== SPACE && code !== NEWLINE) this.place = 'fence';
    if (code === NEWLINE) {
      if (this.place === 'fence-closing') this.place = 'prose';
      // A blank line (this one held only spaces) ends a span that was never closed.
      if (this.place === 'span' && this.indent >= 0) this.place = 'prose';
      this.indent = 0;
    } else if (code === SPACE && this.indent >= 0) {
      this.indent++;
    } else {
      this.indent = -1;
    }
  }

  /** A run of backticks or tildes ended: it may open or close a span or a fence. */
  private endRun(): void {
    const { run, runChar, runAtLineStart } = this;
    this.run = 0;
    this.indent = -1;
    const fenceRun = runAtLineStart && run >= 3;
    switch (this.place) {
      case 'prose':
        if (fenceRun) this.open('fence', run, runChar);
        else if (runChar === BACKTICK) this.open('span', run, runChar);
        return;
      case 'span':
        if (runChar === BACKTICK && run === this.openLength) this.place = 'prose';
        return;
      case 'fence':
        if (fenceRun && runChar === this.fenceChar && run >= this.openLength) {
          this.place = 'fence-closing';
        }
        return;
      case 'fence-closing':
        this.place = 'fence';
        return;
    }
  }

  private open(place: Place, length: number, char: number): void {
    this.place = place;
    this.openLength = length;
    this.fenceChar = char;
  }
}
