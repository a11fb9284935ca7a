import { describe, expect, it } from 'vitest';
import { TripleQuotedString } from './triple-quoted-string';

/** Reads `body` cut at every position, as a stream would deliver it. */
function readAllSplits(quote: string, body: string): Array<{ text: string; rest: string }> {
  const results: Array<{ text: string; rest: string }> = [];
  for (let cut = 0; cut <= body.length; cut++) {
    let text = '';
    const reader = new TripleQuotedString(quote, (t) => {
      text += t;
    });
    let carry = '';
    let rest = '';
    const pieces = [body.slice(0, cut), body.slice(cut)];
    for (let k = 0; k < pieces.length; k++) {
      const input = carry + pieces[k];
      const step = reader.feed(input, 0);
      carry = step.kind === 'hold' ? input.slice(step.from) : '';
      if (step.kind === 'done') {
        rest = input.slice(step.next) + pieces.slice(k + 1).join('');
        break;
      }
    }
    results.push({ text, rest });
  }
  return results;
}

describe('TripleQuotedString', () => {
  it.each([
    ["'", "abc''')", 'abc', ')'],
    ["'", "it's ''quoted'' '''", "it's ''quoted'' ", ''],
    ['"', 'say "hi" """, x', 'say "hi" ', ', x'],
    ["'", "a\\nb\\t\\\\ \\' \\x41\\u00e9'''", "a\nb\t\\ ' Aé", ''],
    ["'", "line \\\ncontinued \\d'''", 'line continued \\d', ''],
    ["'", "\\''''", "'", ''],
  ])('should read a %s-quoted body %j the same however it is split', (quote, body, text, rest) => {
    for (const result of readAllSplits(quote, body)) expect(result).toEqual({ text, rest });
  });
});
