// Deterministic benchmark documents: tool-call-like records as a model would write them.

function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'weather',
  'Seoul',
  'forecast',
  'temperature',
  'humidity',
  'tool',
  'call',
  'café',
  'user',
  'request',
  'stream',
  'result',
  'value',
  'the',
  'a',
  'of',
  'and',
  'is',
  'with',
  'for',
];

/** Records (as JavaScript values) whose JSON text is about `bytes` long. */
export function makeRecords(bytes, seed = 1) {
  const random = createRandom(seed);
  const word = () => WORDS[Math.floor(random() * WORDS.length)];
  const sentence = (n) => Array.from({ length: n }, word).join(' ');
  const records = [];
  let size = 2;
  for (let id = 0; size < bytes; id++) {
    const record = {
      id,
      name: `get_${word()}`,
      active: random() < 0.5,
      score: Math.round(random() * 1e6) / 100,
      ratio: random() * 2 - 1,
      tags: [word(), word(), word()],
      owner: random() < 0.2 ? null : { name: word(), email: `${word()}@example.com` },
      arguments: {
        city: word(),
        days: Math.floor(random() * 14),
        units: 'metric',
        nested: { deep: [1, 2.5, -3e-3] },
      },
      description: sentence(8 + Math.floor(random() * 24)),
    };
    records.push(record);
    size += JSON.stringify(record).length + 1;
  }
  return records;
}

/**
 * The same records in JSON5 style: unquoted keys, single quotes, trailing commas, comments.
 * With `repairs`, also Python literals, smart quotes, raw newlines and missing commas.
 */
export function toRelaxed(records, { repairs = false } = {}) {
  const random = createRandom(7);
  const literal = (v) => {
    if (!repairs) return String(v);
    return v === null ? 'None' : v ? 'True' : 'False';
  };
  const string = (s) => {
    if (repairs && random() < 0.2) return `“${s}”`;
    const body = s.replaceAll('\\', '\\\\');
    if (repairs && random() < 0.2) return `"${body.replaceAll('"', '\\"').replace(' ', '\n')}"`;
    return `'${body.replaceAll("'", "\\'")}'`;
  };
  const render = (v, indent) => {
    if (v === null || typeof v === 'boolean') return literal(v);
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string') return string(v);
    const inner = `${indent}  `;
    const comma = () => (repairs && random() < 0.3 ? '\n' : ',\n');
    if (Array.isArray(v)) {
      return `[${v.map((x) => render(x, inner)).join(', ')},]`;
    }
    const members = Object.entries(v).map(([k, x]) => `${inner}${k}: ${render(x, inner)}`);
    const comment = random() < 0.1 ? ` // record\n` : '\n';
    return `{${comment}${members.map((m, i) => (i < members.length - 1 ? m + comma() : `${m},\n`)).join('')}${indent}}`;
  };
  return render(records, '');
}
