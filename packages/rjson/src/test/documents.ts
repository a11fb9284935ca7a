import fc from 'fast-check';

/** A small seeded PRNG (mulberry32), so one fast-check integer drives every rendering choice. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Characters that stress string handling: quotes, escapes, line breaks, surrogates. */
const STRING_UNITS = [
  '"',
  "'",
  '\\',
  '/',
  '\n',
  '\r',
  '\t',
  '\u2028',
  '\u2029',
  '\0',
  '\u0001',
  '\u001f',
  'é',
  '😀',
  '\ud83d',
  '\ude00',
  '“',
  '”',
  '‘',
  '’',
  'u',
  'x',
  '0',
  '7',
  ' ',
  '$',
  'a',
];

/** Strings made of stress characters and arbitrary Unicode. */
export const stringArbitrary = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...STRING_UNITS),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

const keyArbitrary = fc.oneof(
  stringArbitrary,
  fc.constantFrom(
    'a',
    'name',
    '_x',
    '$y',
    'a1',
    'true',
    'null',
    'None',
    'Infinity',
    'ü',
    '𝑥',
    '한국어',
  ),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
);

const numberArbitrary = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    0.5,
    1e21,
    1e-7,
    Number.MAX_SAFE_INTEGER,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);

/** JSON5 data: JSON values plus NaN, ±Infinity and -0. */
export const json5ValueArbitrary: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(true, false, null),
    numberArbitrary,
    stringArbitrary,
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.array(fc.tuple(keyArbitrary, tie('value')), { maxLength: 5 }).map((entries) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of entries) {
      Object.defineProperty(object, key, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    return object;
  }),
})).value;

/** Which departures from JSON5 a rendering may contain. */
export interface Noise {
  /** Python's True/False/None for literals. */
  python: boolean;
  /** Raw line breaks instead of escapes inside strings. */
  rawLineBreaks: boolean;
  /** Smart quotes as string delimiters. */
  smartQuotes: boolean;
  /** Newlines instead of commas. */
  missingCommas: boolean;
}

export const NO_NOISE: Noise = {
  python: false,
  rawLineBreaks: false,
  smartQuotes: false,
  missingCommas: false,
};

const WHITESPACE = [
  ' ',
  '\n',
  '\t',
  '\r\n',
  '\v',
  '\f',
  '\u00a0',
  '\ufeff',
  '\u2028',
  '\u3000',
  '\u2009',
];
const COMMENTS = [
  '// line comment\n',
  '/* block */',
  '/**/',
  '/* * / ** */',
  '// 😀\u2028',
  '/*\n*/',
];

function gap(random: Random): string {
  const r = random();
  if (r < 0.4) return '';
  if (r < 0.8) return pick(random, WHITESPACE);
  return pick(random, COMMENTS);
}

function renderNumber(n: number, random: Random): string {
  if (Number.isNaN(n)) return pick(random, ['NaN', '+NaN', '-NaN']);
  if (n === Number.POSITIVE_INFINITY) return pick(random, ['Infinity', '+Infinity']);
  if (n === Number.NEGATIVE_INFINITY) return '-Infinity';
  if (Object.is(n, -0)) return pick(random, ['-0', '-0.0', '-0x0', '-0e5', '-.0']);
  const plain = String(n);
  const sign = n < 0 ? '-' : pick(random, ['', '+']);
  const abs = Math.abs(n);
  const r = random();
  if (Number.isSafeInteger(n)) {
    if (r < 0.25) return `${sign}0x${abs.toString(16)}`;
    if (r < 0.4) return `${sign}0X${abs.toString(16).toUpperCase()}`;
    if (r < 0.55) return `${sign}${abs}.`;
    if (r < 0.65) return `${sign}${abs}e0`;
  }
  const absText = String(abs);
  if (absText.startsWith('0.') && r < 0.5) return `${sign}${absText.slice(1)}`;
  if (r > 0.85) return `${sign}${absText.replace('e', 'E')}`;
  return n < 0 ? plain : `${sign}${plain}`;
}

function renderString(text: string, random: Random, noise: Noise): string {
  let quote = pick(random, ['"', "'"]);
  let closer = quote;
  if (noise.smartQuotes && random() < 0.3) {
    [quote, closer] = pick(random, [
      ['“', '”'],
      ['‘', '’'],
    ]) as [string, string];
  }
  let out = quote;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch === closer || ch === '\\') out += `\\${ch}`;
    // json5 warns on raw U+2028/U+2029 in strings; the table tests cover them raw
    else if (ch === '\u2028' || ch === '\u2029') out += `\\u${c.toString(16)}`;
    else if (ch === '\n' || ch === '\r') {
      out += noise.rawLineBreaks && random() < 0.5 ? ch : ch === '\n' ? '\\n' : '\\r';
    } else if (random() < 0.15) {
      out += `\\u${c.toString(16).padStart(4, '0')}${ch.length > 1 ? `\\u${ch.charCodeAt(1).toString(16)}` : ''}`;
    } else if (c < 256 && random() < 0.1) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else if (ch === '$' || ch === '%' || ch === 'a') out += random() < 0.5 ? `\\${ch}` : ch;
    else out += ch;
    if (random() < 0.03) out += pick(random, ['\\\n', '\\\r\n', '\\\r', '\\\u2028']);
  }
  return out + closer;
}

function renderKey(key: string, random: Random, noise: Noise): string {
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) && random() < 0.6) return key;
  if ((key === 'ü' || key === '𝑥' || key === '한국어') && random() < 0.6) return key;
  return renderString(key, random, noise);
}

/** Renders a value as a JSON5 document in a random style (and with the given noise). */
export function renderJson5(value: unknown, seed: number, noise: Noise = NO_NOISE): string {
  const random = createRandom(seed);
  const separator = () =>
    noise.missingCommas && random() < 0.4 ? pick(random, ['\n', ' \n ', '\n// c\n']) : ',';
  const render = (v: unknown): string => {
    if (v === null) return noise.python && random() < 0.5 ? 'None' : 'null';
    if (v === true) return noise.python && random() < 0.5 ? 'True' : 'true';
    if (v === false) return noise.python && random() < 0.5 ? 'False' : 'false';
    if (typeof v === 'number') return renderNumber(v, random);
    if (typeof v === 'string') return renderString(v, random, noise);
    const trailing = () => (random() < 0.3 ? `,${gap(random)}` : '');
    if (Array.isArray(v)) {
      if (v.length === 0) return `[${gap(random)}]`;
      const items = v.map((item) => `${gap(random)}${render(item)}${gap(random)}`);
      return `[${items.join(separator())}${v.length > 0 ? trailing() : ''}]`;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length === 0) return `{${gap(random)}}`;
    const members = entries.map(
      ([k, item]) =>
        `${gap(random)}${renderKey(k, random, noise)}${gap(random)}:${gap(random)}${render(item)}${gap(random)}`,
    );
    return `{${members.join(separator())}${trailing()}}`;
  };
  return `${gap(random)}${render(value)}${gap(random)}`;
}

/** Chunk sizes for splitting a text: one character, small random sizes, or whole. */
export const chunkSizesArbitrary = fc.oneof(
  fc.constant([1]),
  fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 }),
  fc.constant([Number.MAX_SAFE_INTEGER]),
);
