import { isLineTerminator } from './char-predicates';
import type { LexHost } from './lex-string';

/** Where the lexer is: before the `/`, after it, or inside a line or block comment. */
type CommentState = 'start' | 'slash' | 'line' | 'block' | 'block-star';

/**
 * Lexes a JSON5 comment, `// …` up to the line end or `/* … *\/`, across chunk boundaries
 * (`/|/`, `*|/`). A block comment is found with `indexOf` inside each chunk.
 */
export class CommentLexer {
  private state: CommentState = 'start';

  /** Starts a comment at its `/`, read by the next `scan`. */
  begin(): void {
    this.state = 'start';
  }

  /** Whether the input may not end here: after a lone `/` or inside a block comment. */
  get unterminated(): boolean {
    return this.state !== 'line';
  }

  /**
   * Reads the comment in `text` from `i` up to `end` (`base` is the absolute offset of
   * `text[0]`). Returns the index just after it (a line comment ends before its line break), or
   * -1 when the chunk ended inside it.
   */
  scan(text: string, i: number, end: number, base: number, host: LexHost): number {
    while (i < end) {
      switch (this.state) {
        case 'start':
          this.state = 'slash';
          i++;
          break;
        case 'slash': {
          const c = text.charCodeAt(i);
          if (c === 47) this.state = 'line';
          else if (c === 42) this.state = 'block';
          else {
            host.fail(
              'UNEXPECTED_CHARACTER',
              base + i,
              `Expected '/' or '*' after '/' but found ${JSON.stringify(String.fromCharCode(c))}`,
            );
          }
          i++;
          break;
        }
        case 'line':
          for (; i < end; i++) if (isLineTerminator(text.charCodeAt(i))) return i;
          return -1;
        case 'block': {
          const close = text.indexOf('*/', i);
          if (close >= 0 && close + 2 <= end) return close + 2;
          // a `*` at the very end may be closed by a `/` at the start of the next chunk
          this.state = text.charCodeAt(end - 1) === 42 ? 'block-star' : 'block';
          return -1;
        }
        case 'block-star':
          if (text.charCodeAt(i) === 47) return i + 1;
          this.state = 'block';
          break;
      }
    }
    return -1;
  }
}
