import { type CallShape, compileCallGrammar } from '@tool/protocols';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar, xgrammarEbnf } from './engines';

/** The markers that end a raw value in the built-in formats, and one that shares its letters. */
const STOPS = ['</', '<|close|>', '<|"|>', '<escape>', '<|tool_arg:end|>', 'ab'];

/** A call of one tool whose one string argument is raw text up to `stop`. */
function shapeEndingAt(stop: string): CallShape {
  return {
    kind: 'call-shape',
    trigger: () => '<call>',
    begin: () => '<call>',
    end: () => '</call>',
    arguments: { kind: 'parameters', open: () => '<v>', close: stop, stop },
  };
}

describe('a raw string value up to its stop marker, in both engines', () => {
  for (const stop of STOPS) {
    it(`takes exactly the texts without ${JSON.stringify(stop)}`, async () => {
      const compiled = compileCallGrammar({
        shape: shapeEndingAt(stop),
        tools: [
          {
            name: 't',
            inputSchema: { type: 'object', properties: { v: { type: 'string' } }, required: ['v'] },
          },
        ],
      });
      if (compiled.kind !== 'compiled') throw new Error(compiled.reason);
      const llama = await llamaCppGrammar(compiled.gbnf.grammar);
      const xg = await xgrammarEbnf(compiled.gbnf.grammar);
      // Texts made of the marker's own letters, its prefixes and itself, where the near misses are.
      const pieces = [...new Set([...stop, stop, stop.slice(0, -1), stop.slice(0, 2), 'x', '\n'])];
      const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(''));
      await fc.assert(
        fc.asyncProperty(texts, async (value) => {
          const call = `<call><v>${value}${stop}</call>`;
          const expected = !value.includes(stop) && !`${value}${stop}`.slice(0, -1).includes(stop);
          expect([llama(call), await xg(call)], JSON.stringify(value)).toEqual([
            expected,
            expected,
          ]);
        }),
        { numRuns: 150 },
      );
    });
  }
});
