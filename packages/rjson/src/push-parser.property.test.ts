import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RJSONParseError } from './rjson-parse-error';
import { wrongCloserTextArbitrary } from './test/closer-mutations';
import {
  chunkSizesArbitrary,
  json5ValueArbitrary,
  type Noise,
  renderJson5,
} from './test/documents';
import { expectSame } from './test/expect-same';
import { mergeChunks, type PushOutcome, pushInChunks, splitText } from './test/push-in-chunks';
import type { RJSONRepair } from './types';

/** fast-check runs of the closer properties; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

type Whole = { value: unknown; repairs: RJSONRepair[] } | { error: RJSONParseError };

function parseWhole(text: string): Whole {
  const repairs: RJSONRepair[] = [];
  try {
    return { value: parse(text, { onRepair: (r) => repairs.push(r) }), repairs };
  } catch (error) {
    if (RJSONParseError.isInstance(error)) return { error };
    throw error;
  }
}

/** The push parser over `pieces` agrees with `parse` over the whole text. */
function expectAgreement(text: string, sizes: readonly number[], watchRepairs = true): void {
  const pushed = pushInChunks(splitText(text, sizes), undefined, watchRepairs);
  const whole = parseWhole(text);
  if (pushed.error !== undefined) {
    expect('error' in whole ? [whole.error.code, whole.error.position] : whole).toEqual([
      pushed.error.code,
      pushed.error.position,
    ]);
    return;
  }
  if (pushed.consumed === text.length) {
    if ('error' in whole) throw whole.error;
    expectSame(pushed.value, whole.value);
    if (watchRepairs) expect(pushed.repairs).toEqual(whole.repairs);
    return;
  }
  // The push parser stops after the top-level value; parse allows only whitespace and comments
  // after it, and must fail beyond the value otherwise.
  if ('error' in whole) {
    expect(['UNEXPECTED_CHARACTER', 'UNEXPECTED_END']).toContain(whole.error.code);
    expect(whole.error.position).toBeGreaterThanOrEqual(pushed.consumed);
  } else expectSame(pushed.value, whole.value);
}

/** Pushing `pieces` gives what pushing the whole text gave: the error, or events and repairs. */
function expectSameAs(whole: PushOutcome, pieces: readonly string[]): void {
  const split = pushInChunks(pieces);
  expect([split.error?.code, split.error?.position]).toEqual([
    whole.error?.code,
    whole.error?.position,
  ]);
  // before an error, a finer chunking may have emitted more of the value: compare successes
  if (whole.error !== undefined) return;
  expect(mergeChunks(split.events)).toEqual(mergeChunks(whole.events));
  expect(split.repairs).toEqual(whole.repairs);
  expect(split.consumed).toBe(whole.consumed);
}

const noiseArbitrary: fc.Arbitrary<Noise> = fc.record({
  python: fc.boolean(),
  rawLineBreaks: fc.boolean(),
  smartQuotes: fc.boolean(),
  missingCommas: fc.boolean(),
});

/** A repairable document, possibly broken by a few edits (cuts, deletions, insertions). */
const documentArbitrary = fc
  .tuple(
    json5ValueArbitrary,
    fc.integer(),
    noiseArbitrary,
    fc.array(
      fc.tuple(
        fc.constantFrom('cut', 'delete', 'insert'),
        fc.nat(),
        fc.constantFrom(...'{}[],:"\'\\/*x1.-e \n“'.split('')),
      ),
      { maxLength: 2 },
    ),
  )
  .map(([value, seed, noise, edits]) => {
    let text = renderJson5(value, seed, noise);
    for (const [kind, at, ch] of edits) {
      const k = text.length === 0 ? 0 : at % (text.length + 1);
      if (kind === 'cut') text = text.slice(0, k);
      else if (kind === 'delete') text = text.slice(0, k) + text.slice(k + 1);
      else text = text.slice(0, k) + ch + text.slice(k);
    }
    return text;
  });

describe('createPushParser', () => {
  it('should agree with parse on generated JSON5 in any chunking', () => {
    fc.assert(
      fc.property(json5ValueArbitrary, fc.integer(), chunkSizesArbitrary, (value, seed, sizes) => {
        expectAgreement(renderJson5(value, seed), sizes);
      }),
      { numRuns: 500 },
    );
  });

  it('should agree with parse on repairable and broken documents in any chunking', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        chunkSizesArbitrary,
        fc.boolean(),
        (text, sizes, watchRepairs) => {
          expectAgreement(text, sizes, watchRepairs);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('should agree with parse on closers of the wrong kind in any chunking', () => {
    fc.assert(
      fc.property(wrongCloserTextArbitrary, chunkSizesArbitrary, (text, sizes) => {
        expectAgreement(text, sizes);
      }),
      { numRuns: RUNS },
    );
  });

  it('should give the same events and repairs for closers of the wrong kind in every chunking', () => {
    fc.assert(
      fc.property(wrongCloserTextArbitrary, chunkSizesArbitrary, (text, sizes) => {
        const whole = pushInChunks([text]);
        // every closer in a chunk of its own, and the chunking drawn
        const closersAlone = text.split(/([\]}])/).filter((piece) => piece.length > 0);
        for (const pieces of [closersAlone, splitText(text, sizes)]) expectSameAs(whole, pieces);
      }),
      { numRuns: RUNS },
    );
  });

  it('should emit the same events for every chunking', () => {
    fc.assert(
      fc.property(documentArbitrary, chunkSizesArbitrary, (text, sizes) => {
        expectSameAs(pushInChunks([text]), splitText(text, sizes));
      }),
      { numRuns: 1000 },
    );
  });
});
