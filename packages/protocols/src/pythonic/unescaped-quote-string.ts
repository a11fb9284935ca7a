import { type QuoteVerdict, readEscapedBody, type StringBodyStep } from './escaped-string-body';

/** How far past a quote the reader looks for the `, NAME=` or `)` that would make it a closing one. */
const MAX_LOOKAHEAD = 96;

type Verdict = 'closes' | 'text' | 'more';

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isNameStart = (c: string) => /[A-Za-z_]/.test(c);
const isNameChar = (c: string) => /\w/.test(c);

/**
 * Whether the quote just before `at` closes a keyword argument's string: it does when what
 * follows is the next keyword (`, NAME=`), or the end of the call and then of the list or the
 * next call (`)]`, `), `). Any other quote is part of the text.
 */
function verdict(input: string, at: number): Verdict {
  let k = at;
  const limit = at + MAX_LOOKAHEAD;
  const skip = () => {
    while (k < input.length && k < limit && isSpace(input[k])) k++;
  };
  // Past the bound nothing can follow that ends the string; short of it, wait for more text.
  const more = (): Verdict => (k >= limit ? 'text' : 'more');
  skip();
  if (k >= input.length || k >= limit) return more();
  if (input[k] === ')') {
    k++;
    skip();
    if (k >= input.length || k >= limit) return more();
    return input[k] === ']' || input[k] === ',' ? 'closes' : 'text';
  }
  if (input[k] !== ',') return 'text';
  k++;
  skip();
  if (k >= input.length || k >= limit) return more();
  if (!isNameStart(input[k] as string)) return 'text';
  while (k < input.length && k < limit && isNameChar(input[k] as string)) k++;
  skip();
  if (k >= input.length || k >= limit) return more();
  // `, NAME(` is the next call of the list, after a call whose `)` was inside the string.
  return input[k] === '=' && input[k + 1] !== '=' ? 'closes' : 'text';
}

/**
 * The body of a keyword argument's `'…'` string as LFM2.5's chat template writes it: between
 * single quotes with nothing escaped, so a quote or a line break inside stays as it is. A quote
 * ends the string only where the call goes on after it (`, NAME=`, or `)` and then `]` or `,`);
 * Python escapes are still decoded, so a correctly escaped literal reads as in Python. What this
 * cannot tell apart (the template writes it the same way either way): a backslash written raw
 * from an escape, and a text quote followed by `, NAME=` or `)]`. A quote near the end of the
 * text waits for what follows it (see `PythonValueReader.endsAtQuote` for the end of the output).
 */
export class UnescapedQuoteString {
  constructor(private readonly onText: (text: string) => void) {}

  feed(input: string, from: number): StringBodyStep {
    return readEscapedBody(input, from, "'", this.onText, atQuote);
  }
}

/** A quote ends the string where the call goes on after it; near the end of the text, wait. */
function atQuote(input: string, i: number): QuoteVerdict {
  switch (verdict(input, i + 1)) {
    case 'more':
      return { kind: 'hold' };
    case 'closes':
      return { kind: 'end', next: i + 1 };
    default:
      return { kind: 'text' };
  }
}
