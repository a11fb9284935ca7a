import { type QuoteVerdict, readEscapedBody, type StringBodyStep } from './escaped-string-body';

/**
 * The body of a Python `'''…'''` or `"""…"""` string, read incrementally (the opening quotes
 * were already read). Text is passed on as it arrives; only a possible closing quote run or an
 * unfinished escape is held back. Escapes `\n \t \r \0 \\ \' \"`, line continuations, `\xHH`
 * and `\uHHHH` are decoded; any other backslash is kept, as Python keeps it.
 */
export class TripleQuotedString {
  constructor(
    private readonly quote: string,
    private readonly onText: (text: string) => void,
  ) {}

  feed(input: string, from: number): StringBodyStep {
    return readEscapedBody(input, from, this.quote, this.onText, (text, i) =>
      this.atQuote(text, i),
    );
  }

  /** A run of three quotes ends the string; near the end of the text, wait to see the run. */
  private atQuote(input: string, i: number): QuoteVerdict {
    if (i + 2 >= input.length) {
      // Not enough text to tell a closing run from a quote in the text.
      return input[i + 1] === this.quote || i + 1 === input.length
        ? { kind: 'hold' }
        : { kind: 'text' };
    }
    return input[i + 1] === this.quote && input[i + 2] === this.quote
      ? { kind: 'end', next: i + 3 }
      : { kind: 'text' };
  }
}
