import fc from 'fast-check';

/** Strings a model really writes: markup, code, quotes, backslashes, Korean, emoji, right-to-left. */
const realisticString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom(
    'Seoul',
    '서울 날씨',
    'مرحبا',
    'emoji 🌶️ ok',
    'if (a < b && c > d) { return "</p>"; }',
    '<div class="x">&amp; hi</div>',
    'line one\nline two',
    'C:\\dir\\file',
    'say "hi"',
    "it's",
    '{"looks": "like json"}',
    '  padded  ',
  ),
);

/** Values that satisfy a (simple) JSON Schema, for round-trip properties. */
export function arbitraryForSchema(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as Record<
    string,
    unknown
  >;
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'string':
      return realisticString;
    case 'integer':
      return fc.integer({ min: -1_000_000, max: 1_000_000 });
    case 'number':
      return fc.oneof(
        fc.integer({ min: -1000, max: 1000 }),
        fc
          .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
          .filter((x) => !Object.is(x, -0)),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(arbitraryForSchema(s.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties))
        record[key] = arbitraryForSchema(sub, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return realisticString;
  }
}
