import type { Chomping } from './yaml-block-header';

/** Receives a streamed block scalar's value. */
export interface LiteralBlockSink {
  begin(): void;
  text(text: string): void;
  end(): void;
}

type State = 'before-content' | 'in-line' | 'between-lines' | 'unstreamable';

/**
 * The value of one YAML literal block scalar (`key: |`, `|-`, `|+`), computed line by line as
 * the lines arrive, by the rules of YAML 1.2 §8.1 as the `yaml` package applies them:
 * - the content indentation is the first non-empty line's; lines with only spaces are empty
 *   (a break each) unless they are indented past it (then their extra spaces are content);
 * - leading empty lines are breaks; a break between content lines is one `\n`;
 * - at the end, clipping keeps one final break, stripping none, keeping all trailing ones, and
 *   a last line without its break (end of the body) is treated as if it had one.
 * The text of each content line is passed on as it arrives; breaks are passed on only once the
 * next content line shows they are inside the value, so nothing passed on is ever taken back.
 * When a leading empty line is indented past the content (a YAML error) nothing is streamed.
 */
export class LiteralBlock {
  private state: State = 'before-content';
  /** Content indentation, known from the first content line. */
  private indent: number | undefined;
  private leadingBreaks = 0;
  private widestLeadingLine = 0;
  private pendingBreaks = 0;
  private readonly parts: string[] = [];

  constructor(
    /** Indentation of the line holding the header: content must be indented past it. */
    private readonly parentIndent: number,
    private readonly chomping: Chomping,
    private readonly sink: LiteralBlockSink | undefined,
  ) {}

  /** The value was passed to the sink (so it must equal what the final parse reads). */
  get streamed(): boolean {
    return this.state === 'in-line' || this.state === 'between-lines';
  }

  /**
   * A line whose first non-space character is at column `spaces` (not a break): returns false
   * when the line is not part of the scalar (indented too little: the scalar ended before it).
   */
  contentLine(spaces: number): boolean {
    if (this.indent === undefined) {
      if (spaces <= this.parentIndent) return false;
      this.indent = spaces;
    } else if (spaces < this.indent) {
      return false;
    }
    this.startContent(spaces - this.indent);
    return true;
  }

  /** Text of the current content line (without its break). */
  text(text: string): void {
    if (text.length > 0 && this.state === 'in-line') this.emit(text);
  }

  /** The current content line ended with a break. */
  lineBreak(): void {
    if (this.state === 'in-line') this.state = 'between-lines';
    this.pendingBreaks = 1;
  }

  /** A line holding only `spaces` spaces, then a break. */
  blankLine(spaces: number): void {
    if (this.indent !== undefined && spaces > this.indent) {
      this.startContent(spaces - this.indent);
      this.lineBreak();
    } else if (this.indent === undefined) {
      this.leadingBreaks++;
      this.widestLeadingLine = Math.max(this.widestLeadingLine, spaces);
    } else {
      this.pendingBreaks++;
    }
  }

  /**
   * The scalar ended. `trailingSpaces` is a last line of only spaces without a break (the body
   * ended there). Returns the value when it was streamed.
   */
  end(trailingSpaces = 0): string | undefined {
    if (this.indent !== undefined && trailingSpaces > this.indent) {
      this.startContent(trailingSpaces - this.indent);
    }
    if (this.state === 'in-line') this.lineBreak();
    if (this.state === 'between-lines') {
      if (this.chomping === 'clip') this.emit('\n');
      else if (this.chomping === 'keep') this.emit('\n'.repeat(this.pendingBreaks));
      this.sink?.end();
      this.state = 'unstreamable';
      return this.parts.join('');
    }
    return undefined;
  }

  private startContent(extraSpaces: number): void {
    if (this.state === 'before-content') {
      if (this.sink === undefined || this.widestLeadingLine > (this.indent as number)) {
        this.state = 'unstreamable';
        return;
      }
      this.sink.begin();
      this.state = 'in-line';
      this.emit('\n'.repeat(this.leadingBreaks));
    } else if (this.state === 'between-lines') {
      this.state = 'in-line';
      this.emit('\n'.repeat(this.pendingBreaks));
    } else if (this.state === 'unstreamable') {
      return;
    }
    this.pendingBreaks = 0;
    this.emit(' '.repeat(extraSpaces));
  }

  private emit(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.sink?.text(text);
  }
}
