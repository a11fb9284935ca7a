import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** A property of a generated tool: its schema and an arbitrary of values the schema accepts. */
interface PropertyCase {
  readonly schema: Schema;
  readonly value: fc.Arbitrary<unknown>;
}

/**
 * Strings as models write them: ASCII, any Unicode, and the characters that need escaping in
 * JSON or CDATA in XML. Without `</`, which the XML-parameter formats cannot carry in raw text
 * (their own parsers would end the value there).
 */
const text = fc
  .oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.constantFrom('', ' ', 'a<b', 'x & y', ']]>', 'line\nbreak', 'tab\t"q"\\', '{"not":"json"}'),
  )
  .filter((s) => !s.includes('</'));

const number = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 });

const leaf: fc.Arbitrary<PropertyCase> = fc.oneof(
  fc.constant({ schema: { type: 'string' }, value: text }),
  fc.constant({ schema: { type: 'integer' }, value: fc.integer({ min: -1e6, max: 1e6 }) }),
  fc.constant({ schema: { type: 'number' }, value: number }),
  fc.constant({ schema: { type: 'boolean' }, value: fc.boolean() }),
  fc
    .uniqueArray(fc.stringMatching(/^[a-z][a-z_]{0,5}$/), { minLength: 1, maxLength: 4 })
    .map((values) => ({
      schema: { type: 'string', enum: values },
      value: fc.constantFrom(...values),
    })),
  fc.constant({
    schema: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    value: fc.oneof(text, fc.integer()),
  }),
  fc.constant({
    schema: { type: 'integer', nullable: true },
    value: fc.option(fc.integer(), { nil: null }),
  }),
);

const composite: fc.Arbitrary<PropertyCase> = fc.oneof(
  leaf,
  leaf.map((item) => ({
    schema: { type: 'array', items: item.schema },
    value: fc.array(item.value, { maxLength: 3 }),
  })),
  fc.array(leaf, { minLength: 1, maxLength: 3 }).map((children) => objectCase(children, 'k')),
);

const propertyName = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/).filter((n) => !RESERVED.has(n));
const RESERVED = new Set(['count', 'mode', 'zzz_extra', 'item', 'search', 'run_query']);

/**
 * A generated tool: a required integer `count`, a required enum `mode` (so that each kind of
 * invalid call can be made), then up to three more properties, required or not.
 */
export interface ToolCase {
  readonly name: string;
  readonly schema: Schema;
  /** Several argument objects for the one schema (grammars are compiled once per schema). */
  readonly inputs: readonly Record<string, unknown>[];
  readonly enumValues: readonly string[];
}

export const toolCase = (callsPerTool: number): fc.Arbitrary<ToolCase> =>
  fc
    .record({
      name: fc.constantFrom('get_weather', 'search', 'run_query'),
      names: fc.uniqueArray(propertyName, { maxLength: 3 }),
      extra: fc.array(composite, { minLength: 3, maxLength: 3 }),
      required: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      enumValues: fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 3 }),
    })
    .chain(({ name, names, extra, required, enumValues }) => {
      const cases: [string, PropertyCase, boolean][] = [
        [
          'count',
          { schema: { type: 'integer' }, value: fc.integer({ min: -1e6, max: 1e6 }) },
          true,
        ],
        [
          'mode',
          { schema: { type: 'string', enum: enumValues }, value: fc.constantFrom(...enumValues) },
          true,
        ],
        ...names.map((key, i): [string, PropertyCase, boolean] => [
          key,
          extra[i] as PropertyCase,
          required[i] as boolean,
        ]),
      ];
      const schema = {
        type: 'object',
        properties: Object.fromEntries(cases.map(([key, c]) => [key, c.schema])),
        required: cases.filter(([, , r]) => r).map(([key]) => key),
      };
      const values = cases.map(([key, c, r]) =>
        (r ? c.value : fc.option(c.value, { nil: undefined })).map((v) => [key, v] as const),
      );
      const input = fc
        .tuple(...values)
        .map((entries) => Object.fromEntries(entries.filter(([, v]) => v !== undefined)));
      return fc
        .array(input, { minLength: callsPerTool, maxLength: callsPerTool })
        .map((inputs) => ({ name, schema, enumValues, inputs }));
    });

function objectCase(children: readonly PropertyCase[], prefix: string): PropertyCase {
  const keys = children.map((_, i) => `${prefix}${i}`);
  return {
    schema: {
      type: 'object',
      properties: Object.fromEntries(children.map((c, i) => [keys[i], c.schema])),
      required: keys.slice(0, 1),
    },
    value: fc
      .tuple(
        ...children.map((c, i) => (i === 0 ? c.value : fc.option(c.value, { nil: undefined }))),
      )
      .map((vs) =>
        Object.fromEntries(vs.map((v, i) => [keys[i], v]).filter(([, v]) => v !== undefined)),
      ),
  };
}

/** The ways a call can be invalid for its schema, each one the grammar must refuse. */
export const INVALID_KINDS = [
  'missing-required',
  'wrong-type',
  'outside-enum',
  'extra-argument',
] as const;
export type InvalidKind = (typeof INVALID_KINDS)[number];

export function invalidInput(
  tool: ToolCase,
  input: Record<string, unknown>,
  kind: InvalidKind,
): Record<string, unknown> {
  const { count, ...withoutCount } = input;
  switch (kind) {
    case 'missing-required':
      return withoutCount;
    case 'wrong-type':
      return { ...input, count: 'many' };
    case 'outside-enum':
      return { ...input, mode: `${tool.enumValues.join('')}_not_listed` };
    case 'extra-argument':
      return { ...input, zzz_extra: 1 };
  }
}
