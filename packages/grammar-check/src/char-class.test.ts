import { asciiNotIn, notIn } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar, xgrammarEbnf } from './engines';

/**
 * Sets of characters a raw value excludes, with non-ASCII ones whose low byte is an ASCII
 * character (`｜` U+FF5C → `\`, `Ŕ` U+0154 → `T`, `＜` U+FF1C → 0x1C) and the characters a class
 * must escape or place with care.
 */
const EXCLUDED: readonly (readonly string[])[] = [
  ['<', '/', '｜', 'D'],
  ['Ŕ', '＜', '▁'],
  [']', '[', '\\', '^', '-', '"'],
  ['｜', '\\'],
];

const ASCII = Array.from({ length: 0x7f }, (_, code) => String.fromCharCode(code + 1));
const BEYOND_ASCII = [...'｜Ŕ＜▁é→😀＼'];

async function engines(grammar: string): Promise<(ch: string) => Promise<[boolean, boolean]>> {
  const llama = await llamaCppGrammar(grammar);
  const xg = await xgrammarEbnf(grammar);
  return async (ch) => [llama(ch), await xg(ch)];
}

describe('one character outside a set, in both engines', () => {
  for (const chars of EXCLUDED) {
    it(`notIn takes every ASCII character but ${JSON.stringify(chars)} in both`, async () => {
      const take = await engines(`root ::= ${notIn(chars)}`);
      const wrong: string[] = [];
      for (const ch of ASCII) {
        const expected = !chars.includes(ch);
        if ((await take(ch)).some((taken) => taken !== expected)) wrong.push(ch);
      }
      expect(wrong).toEqual([]);
    });

    it(`notIn beyond ASCII: exact in llama.cpp, all taken by XGrammar 0.1.27 (${JSON.stringify(chars)})`, async () => {
      const take = await engines(`root ::= ${notIn(chars)}`);
      for (const ch of BEYOND_ASCII) {
        // This XGrammar lets every non-ASCII character through a negated class; `asciiNotIn`
        // is what the raw-value grammars use where that matters.
        expect(await take(ch), ch).toEqual([!chars.includes(ch), true]);
      }
    });

    it(`asciiNotIn takes exactly the ASCII characters but ${JSON.stringify(chars)} in both`, async () => {
      const take = await engines(`root ::= ${asciiNotIn(chars)}`);
      const wrong: string[] = [];
      for (const ch of [...ASCII, ...BEYOND_ASCII]) {
        const expected = ch.charCodeAt(0) < 0x80 && !chars.includes(ch);
        if ((await take(ch)).some((taken) => taken !== expected)) wrong.push(ch);
      }
      expect(wrong).toEqual([]);
    });
  }
});
