import fc from 'fast-check';

/**
 * Pieces of text no one writes by hand but models (and attackers) do: JSON and XML syntax torn
 * apart, every quote style, backslashes and escapes, prototype keys, and Unicode that breaks naive
 * code — surrogate pairs, lone surrogates (so an emoji can be split across two pieces), Korean,
 * right-to-left text and direction overrides, a BOM, NUL and line separators.
 */
const pieces = [
  // JSON, whole and torn
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '{"name":',
  '"arguments":',
  '{"a": [1, {"b": null}]}',
  'null',
  'true',
  '1e999',
  '-0',
  'NaN',
  // XML, whole and torn
  '<',
  '>',
  '</',
  '/>',
  '<a>',
  '</a>',
  '<a/>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?xml version="1.0"?>',
  '&amp;',
  '&',
  '&#x1F600;',
  // quotes and backslashes
  '"',
  "'",
  '`',
  '```',
  '“',
  '”',
  '\\',
  '\\\\',
  '\\"',
  '\\u',
  '\\uD83D',
  '\\n',
  // prototype keys
  '__proto__',
  '"__proto__":',
  'constructor',
  'prototype',
  '<__proto__>',
  // Unicode
  '😀',
  '👩‍👩‍👧',
  '\uD83D',
  '\uDE00',
  '\uDFFF\uD800',
  '서울 날씨',
  'مرحبا بالعالم',
  'שלום',
  '\u202E',
  '\u200F',
  '\uFEFF',
  '\u0000',
  '\u2028',
  '\r\n',
  '\t',
  'İ',
  'ß',
];

/** One hostile piece: a fixed one above, or a short run of lone surrogates. */
export const hostilePiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...pieces) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 3,
    }),
  },
);
