import { type CallShape, compileCallGrammar } from '@tool/protocols';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { llamaCppGrammar, xgrammarEbnf } from './engines';
import { foreignAfterMarkerStart } from './foreign-after-marker-start';

/** The markers that end a raw value in the built-in formats, and one that shares its letters. */
const STOPS = [
  '</',
  '<|close|>',
  '<|"|>',
  '<escape>',
  '<|tool_arg:end|>',
  'ab',
  '</｜DSML｜parameter>',
];

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

/**
 * Checks, in both engines, that the grammar of a one-argument call of `shape` takes exactly the
 * values `expected` allows, over texts made of `pieces` (where the near misses are).
 */
async function expectRawValues(
  shape: CallShape,
  close: string,
  pieces: readonly string[],
  expected: (value: string) => boolean,
): Promise<void> {
  const compiled = compileCallGrammar({
    shape,
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
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join(''));
  await fc.assert(
    fc.asyncProperty(texts, async (value) => {
      const call = `<call><v>${value}${close}</call>`;
      const taken = expected(value);
      expect([llama(call), await xg(call)], JSON.stringify(value)).toEqual([taken, taken]);
    }),
    { numRuns: 150 },
  );
}

describe('a raw string value up to its stop marker, in both engines', () => {
  for (const stop of STOPS) {
    it(`takes exactly the texts without ${JSON.stringify(stop)}`, async () => {
      // Texts made of the marker's own letters, its prefixes and itself, where the near misses are.
      // A backslash and `T`: XGrammar once refused them beside `｜` (U+FF5C) and `Ŕ` (U+0154).
      const pieces = [
        ...new Set([...stop, stop, stop.slice(0, -1), stop.slice(0, 2), 'x', '\n', '\\', 'T']),
      ];
      await expectRawValues(
        shapeEndingAt(stop),
        stop,
        pieces,
        (value) => !value.includes(stop) && !`${value}${stop}`.slice(0, -1).includes(stop),
      );
    });
  }
});

/** Stop sets as the XML-parameter formats derive them: shared first letters, one inside another. */
const STOP_SETS: readonly (readonly string[])[] = [
  ['</', '<tool_call>', '<arg_value>'],
  ['<|tool_arg:end|>', '<|tool_call:end|>', '<|tool_arg:start|>'],
  ['</', '<parameter=', '<function='],
  ['ab', 'ba'],
  ['</｜DSML｜parameter>', '<｜DSML｜invoke', '<｜tool▁calls▁begin｜>', '<Ŕ>'],
];

describe('a raw string value that holds none of a set of markers, in both engines', () => {
  for (const stops of STOP_SETS) {
    it(`takes exactly the texts without ${JSON.stringify(stops)}`, async () => {
      const close = stops[0] as string;
      const shape: CallShape = {
        kind: 'call-shape',
        trigger: () => '<call>',
        begin: () => '<call>',
        end: () => '</call>',
        arguments: { kind: 'parameters', open: () => '<v>', close, stop: close },
        specialTokens: stops,
      };
      const pieces = [
        ...new Set(stops.flatMap((stop) => [...stop, stop, stop.slice(0, -1), stop.slice(1)])),
        'x',
        '\\',
        'T',
        'é',
      ];
      // The call's own tags are markers too (`rawValueStops`).
      const markers = [...stops, '<call>', '</call>', '<v>'];
      await expectRawValues(shape, close, pieces, (value) => {
        // No stop may start inside the value, even one that the close completes.
        const read = `${value}${close}`;
        return (
          markers.every((stop) => {
            const at = read.indexOf(stop);
            return at === -1 || at >= value.length;
          }) && !foreignAfterMarkerStart(value, markers)
        );
      });
    });
  }
});
