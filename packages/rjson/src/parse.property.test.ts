import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RJSONParseError } from './rjson-parse-error';
import {
  chooseArbitrary,
  containerArbitrary,
  expectedByRule,
  forgetClosers,
  mutate,
  mutationsArbitrary,
  nestedContainerArbitrary,
  textOf,
  tokenize,
  tokensArbitrary,
  useOuterClosers,
} from './test/closer-mutations';
import { json5ValueArbitrary, renderJson5 } from './test/documents';
import { expectSame } from './test/expect-same';
import type { RJSONRepair } from './types';

/** fast-check runs of the closer properties; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

function parseWithRepairs(text: string): { value: unknown; repairs: RJSONRepair[] } {
  const repairs: RJSONRepair[] = [];
  return { value: parse(text, { onRepair: (r) => repairs.push(r) }), repairs };
}

const count = (repairs: readonly RJSONRepair[], code: string) =>
  repairs.filter((r) => r.code === code).length;

describe('parse', () => {
  it('should give what JSON.parse gives for generated JSON, minified and pretty', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        expectSame(parse(text), JSON.parse(text));
        // the same text through the tolerant scanner instead of the JSON.parse fast path
        expectSame(parse(`/**/${text}`), JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('should read every JSON number form exactly as JSON.parse does', () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const numberText = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(
          fc.constant('0'),
          fc.tuple(fc.constantFrom(...'123456789'), digits(0, 22)).map(([a, b]) => a + b),
        ),
        fc.option(
          digits(1, 22).map((d) => `.${d}`),
          { nil: '' },
        ),
        fc.option(
          fc
            .tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 4))
            .map((p) => p.join('')),
          { nil: '' },
        ),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(numberText, fc.double({ noDefaultInfinity: true, noNaN: true }).map(String)),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (numbers) => {
          const text = `[${numbers.join(',')}]`;
          expectSame(parse(`/**/${text}`), JSON.parse(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('should give what json5.parse gives for generated JSON5 documents', () => {
    fc.assert(
      fc.property(json5ValueArbitrary, fc.integer(), (value, seed) => {
        const text = renderJson5(value, seed);
        const expected = JSON5.parse(text);
        expectSame(parse(text), expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('should report no repairs for JSON5 without unknown escapes or raw control characters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const repairs: string[] = [];
        const text = JSON5.stringify(value, null, 2);
        expectSame(parse(text, { onRepair: (r) => repairs.push(r.code) }), JSON5.parse(text));
        expect(repairs).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parse with closers of the wrong kind', () => {
  it('should leave valid JSON and JSON5 unchanged, without repairs', () => {
    fc.assert(
      fc.property(containerArbitrary, fc.integer(), fc.boolean(), (value, seed, relaxed) => {
        const text = textOf(tokenize(value, seed, relaxed));
        const { value: parsed, repairs } = parseWithRepairs(text);
        expectSame(parsed, relaxed ? JSON5.parse(text) : JSON.parse(text));
        expect(repairs).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('should give the original value when closers are forgotten before an outer one', () => {
    fc.assert(
      fc.property(
        tokensArbitrary(nestedContainerArbitrary),
        chooseArbitrary,
        (original, choose) => {
          const { tokens, forgotten } = forgetClosers(original, choose);
          const { value, repairs } = parseWithRepairs(textOf(tokens));
          expectSame(value, JSON5.parse(textOf(original)));
          expect(count(repairs, 'MISMATCHED_CLOSER')).toBe(forgotten);
          expect(repairs.length).toBe(forgotten);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('should follow the rule where the outer closer is written instead of the inner one', () => {
    fc.assert(
      fc.property(tokensArbitrary(nestedContainerArbitrary), chooseArbitrary, (tokens, choose) => {
        expectRule(useOuterClosers(tokens, choose));
      }),
      { numRuns: RUNS },
    );
  });

  it('should follow the rule for closers deleted, swapped and added anywhere', () => {
    fc.assert(
      fc.property(tokensArbitrary(containerArbitrary), mutationsArbitrary, (tokens, mutations) => {
        expectRule(mutate(tokens, mutations));
      }),
      { numRuns: RUNS },
    );
  });
});

/** `parse` gives what the rule, written out on tokens, says for them: a value or an error. */
function expectRule(tokens: Parameters<typeof expectedByRule>[0]): void {
  const text = textOf(tokens);
  const expected = expectedByRule(tokens);
  let outcome: ReturnType<typeof parseWithRepairs>;
  try {
    outcome = parseWithRepairs(text);
  } catch (error) {
    if (!RJSONParseError.isInstance(error)) throw error;
    expect({ text, ok: expected.ok }).toEqual({ text, ok: false });
    return;
  }
  if (!expected.ok) throw new Error(`parse accepted ${JSON.stringify(text)}, the rule rejects it`);
  expectSame(outcome.value, expected.value);
  expect(count(outcome.repairs, 'MISMATCHED_CLOSER')).toBe(expected.mismatched);
  expect(count(outcome.repairs, 'UNCLOSED_CONTAINER')).toBe(expected.unclosed);
  expect(count(outcome.repairs, 'MISSING_COMMA')).toBe(expected.missingCommas);
}
