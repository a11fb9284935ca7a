import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeContext } from './code-context';

/** Whether the end of `text` stands in code, fed whole and one character at a time. */
function insideAfter(text: string): boolean {
  const whole = new CodeContext();
  whole.feed(text);
  const piecewise = new CodeContext();
  for (const char of text) piecewise.feed(char);
  expect(piecewise.inside).toBe(whole.inside);
  return whole.inside;
}

describe('CodeContext', () => {
  it.each([
    ['plain prose', 'Hermes models answer: ', false],
    ['an open inline span', 'Write `', true],
    ['text in an open span', 'Write `[TOOL_CALLS]', true],
    ['a closed span', 'Write `x` then ', false],
    ['a double-backtick span with one inside', 'See ``a ` b`` and ', false],
    ['an unclosed double span', 'See ``a ` b', true],
    ['a fence', 'Example:\n```\n', true],
    ['a fence with a language', 'Example:\n```json\n', true],
    ['an indented fence', 'Example:\n   ```\n', true],
    ['a closed fence', 'Example:\n```\ncode\n```\nAfter ', false],
    ['a tilde fence', 'Example:\n~~~\n', true],
    ['a backtick run inside a tilde fence', 'Example:\n~~~\n```\n', true],
    ['a shorter closing run', '````\ncode\n```\n', true],
    ['a longer closing run', '```\ncode\n`````\n', false],
    ['a fence line with an info string inside a fence', '```\n```json\n', true],
    ['a closing run before the end of its line', '```\ncode\n```', true],
    // The inner line is content; its closing run ends the fence, and the last run opens another.
    ['a fence line with an info string, then two runs', '```\n```json\n{}\n```\n```\nIn ', true],
    ['a span ended by a blank line', 'A stray ` here\n\nNew paragraph ', false],
    ['a span across one line break', 'A `span\ncontinues', true],
    ['three backticks mid-line', 'inline ```code', true],
    ['a fence after text is a span, then closed', 'a ```b``` c ', false],
  ] as const)('%s', (_name, text, expected) => {
    expect(insideAfter(text)).toBe(expected);
  });
});

describe('CodeContext under any chunking', () => {
  it('should answer the same whatever the pieces, at every cut', () => {
    const chars = fc.constantFrom('`', '`', '~', '\n', ' ', 'a', 'b');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 60 }).map((list) => list.join('')),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 20 }),
        (text, sizes) => {
          const byChar = new CodeContext();
          const byPiece = new CodeContext();
          let at = 0;
          for (let k = 0; at < text.length; k++) {
            const size = sizes[k % sizes.length] ?? 1;
            const piece = text.slice(at, at + size);
            byPiece.feed(piece);
            for (const char of piece) byChar.feed(char);
            at += size;
            expect(byPiece.inside).toBe(byChar.inside);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
