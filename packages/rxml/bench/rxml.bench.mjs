// RXML speed: small tool-call snippets, 1 MB documents, the streaming scanner, and linearity.
// Baselines (txml, fast-xml-parser, saxes) are measured in the same process on the same inputs.
import { createXmlStreamScanner, RXML } from '@tool/rxml';
import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import * as txml from 'txml';
import { fmt, mbPerSecond, measure, measureMicros } from '../../../scripts/bench/harness.mjs';

const weatherSchema = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' } },
  required: ['city', 'days'],
};
const fileSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    content: { type: 'string' },
    overwrite: { type: 'boolean' },
    mode: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' } },
  },
};
const recordsSchema = {
  type: 'object',
  properties: {
    records: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          score: { type: 'number' },
          active: { type: 'boolean' },
          note: { type: 'string' },
        },
      },
    },
  },
};

const SNIPPETS = [
  { name: 'weather (2 args)', xml: '<city>Seoul</city><days>3</days>', schema: weatherSchema },
  {
    name: 'write_file (5 args, code)',
    xml:
      '<path>src/app.ts</path><content>export const x = 1;\nif (a &lt; b) run();</content>' +
      '<overwrite>true</overwrite><mode>644</mode><tags><item>ts</item><item>app</item></tags>',
    schema: fileSchema,
  },
];

function recordsDocument(bytes) {
  const parts = ['<records>'];
  let size = 9;
  for (let i = 0; size < bytes; i++) {
    const item =
      `<item><id>${i}</id><name>User ${i}</name><score>${(i % 100) + 0.5}</score>` +
      `<active>${i % 2 === 0}</active><note>Some note text about record ${i}, with detail.</note></item>`;
    parts.push(item);
    size += item.length;
  }
  parts.push('</records>');
  return parts.join('');
}

function bigStringArgument(bytes) {
  const line = 'const value = compute(a, b); // a line of code that goes on\n';
  return `<path>big.ts</path><content>${line.repeat(Math.ceil(bytes / line.length))}</content>`;
}

const saxesReused = new SaxesParser({ fragment: true });
saxesReused.on('opentag', () => {});
saxesReused.on('text', () => {});
saxesReused.on('closetag', () => {});

function saxesEvents(xml, parser) {
  const p = parser ?? new SaxesParser({ fragment: true });
  if (!parser) {
    p.on('opentag', () => {});
    p.on('text', () => {});
    p.on('closetag', () => {});
  }
  p.write(xml).close();
}

function saxesTree(xml) {
  const p = new SaxesParser({ fragment: true });
  const root = { children: [] };
  const stack = [root];
  p.on('opentag', (tag) => {
    const node = { name: tag.name, children: [] };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  p.on('text', (text) => stack[stack.length - 1].children.push(text));
  p.on('closetag', () => stack.pop());
  p.write(xml).close();
  return root;
}

const fxp = new XMLParser({ parseTagValue: true });

function scanInChunks(xml, schema, size) {
  let value;
  const scanner = createXmlStreamScanner({
    schema,
    onEvent: (event) => {
      if (event.type === 'end') value = event.value;
    },
  });
  for (let i = 0; i < xml.length; i += size) scanner.push(xml.slice(i, i + size));
  scanner.end();
  return value;
}

export default async function rxmlBench({ quick }) {
  const tables = [];

  // Small snippets.
  const calls = quick ? 5_000 : 50_000;
  const smallRows = [];
  const smallBudgets = [];
  for (const { name, xml, schema } of SNIPPETS) {
    const rxml = measureMicros(() => RXML.parse(xml, schema), { calls });
    const rxmlNoSchema = measureMicros(() => RXML.parse(xml, undefined), { calls });
    const tx = measureMicros(() => txml.parse(xml), { calls });
    const fx = measureMicros(() => fxp.parse(xml), { calls: calls / 5 });
    const saxNew = measureMicros(() => saxesEvents(xml), { calls: calls / 5 });
    const saxReused = measureMicros(() => saxesEvents(xml, saxesReused), { calls });
    const scanner = measureMicros(() => scanInChunks(xml, schema, 4), { calls: calls / 5 });
    smallRows.push([
      name,
      fmt.us(rxml),
      fmt.us(rxmlNoSchema),
      fmt.us(scanner),
      fmt.us(tx),
      fmt.us(fx),
      fmt.us(saxNew),
      fmt.us(saxReused),
    ]);
    smallBudgets.push({
      name: `${name}: RXML.parse with schema ≤ txml.parse`,
      ok: rxml <= tx,
      detail: `${fmt.us(rxml)} µs vs ${fmt.us(tx)} µs`,
    });
  }
  tables.push({
    title: 'RXML: tool-call snippets (µs per call, lower is better)',
    columns: [
      'snippet',
      'RXML.parse + schema',
      'RXML.parse, no schema',
      'scanner, 4-char chunks',
      'txml.parse',
      'fast-xml-parser',
      'saxes events (new parser)',
      'saxes events (reused)',
    ],
    rows: smallRows,
    notes: ['txml, fast-xml-parser and saxes do no schema coercion; saxes builds no tree.'],
    budgets: smallBudgets,
  });

  // 1 MB documents.
  const MB = 1024 * 1024;
  const records = recordsDocument(MB);
  const bigString = bigStringArgument(MB);
  const opts = { samples: quick ? 5 : 15 };
  const docRows = [];
  const docBudgets = [];
  const run = async (label, fn, xml) => {
    const { median } = await measure(fn, opts);
    docRows.push([label, fmt.ms(median), fmt.mbs(mbPerSecond(xml.length, median))]);
    return mbPerSecond(xml.length, median);
  };
  const recordsRate = await run(
    'RXML.parse + schema, records',
    () => RXML.parse(records, recordsSchema),
    records,
  );
  await run('RXML.parse, no schema, records', () => RXML.parse(records, undefined), records);
  const recordsScan = await run(
    'scanner, 4-char chunks, records',
    () => scanInChunks(records, recordsSchema, 4),
    records,
  );
  await run('txml.parse, records', () => txml.parse(records), records);
  await run('fast-xml-parser, records', () => fxp.parse(records), records);
  await run('saxes events, records', () => saxesEvents(records), records);
  await run('saxes + tree, records', () => saxesTree(records), records);
  const stringRate = await run(
    'RXML.parse + schema, 1 MB string argument',
    () => RXML.parse(bigString, fileSchema),
    bigString,
  );
  const stringScan = await run(
    'scanner, 4-char chunks, 1 MB string argument',
    () => scanInChunks(bigString, fileSchema, 4),
    bigString,
  );
  await run('txml.parse, 1 MB string argument', () => txml.parse(bigString), bigString);
  docBudgets.push(
    {
      name: 'RXML.parse + schema on a 1 MB document ≥ 90 MB/s',
      ok: recordsRate >= 90,
      detail: `${fmt.mbs(recordsRate)} MB/s`,
    },
    {
      name: 'RXML.parse + schema on a 1 MB string argument ≥ 90 MB/s',
      ok: stringRate >= 90,
      detail: `${fmt.mbs(stringRate)} MB/s`,
    },
  );
  tables.push({
    title: 'RXML: 1 MB documents',
    columns: ['subject', 'ms', 'MB/s'],
    rows: docRows,
    notes: [
      `records: ${records.length} characters of <item> records (integer, string, number, boolean, string).`,
      `string argument: ${bigString.length} characters of code in one string-typed argument.`,
      `Streaming scanner in 4-character chunks: records ${fmt.mbs(recordsScan)} MB/s, string argument ${fmt.mbs(stringScan)} MB/s.`,
    ],
    budgets: docBudgets,
  });

  // Linearity.
  const linRows = [];
  const linBudgets = [];
  const linear = async (label, make) => {
    const small = make(1);
    const large = make(2);
    const a = (await measure(small.fn, opts)).median;
    const b = (await measure(large.fn, opts)).median;
    const ratio = b / a;
    linRows.push([label, fmt.ms(a), fmt.ms(b), fmt.ratio(ratio)]);
    linBudgets.push({
      name: `${label}: 2× input ≤ 2.2× time`,
      ok: ratio <= 2.2,
      detail: fmt.ratio(ratio),
    });
  };
  await linear('records, 1 MB → 2 MB', (k) => {
    const xml = recordsDocument(k * MB);
    return { fn: () => RXML.parse(xml, recordsSchema) };
  });
  await linear('string argument, 1 MB → 2 MB, 4-char chunks', (k) => {
    const xml = bigStringArgument(k * MB);
    return { fn: () => scanInChunks(xml, fileSchema, 4) };
  });
  await linear('nesting depth, 50k → 100k elements (maxDepth raised)', (k) => {
    const n = k * 50_000;
    const xml = `<data>${'<a>'.repeat(n)}x${'</a>'.repeat(n)}</data>`;
    return { fn: () => RXML.parse(xml, undefined, { maxDepth: Number.POSITIVE_INFINITY }) };
  });
  await linear('nesting inside a string argument, 50k → 100k same-name tags', (k) => {
    const n = k * 50_000;
    const xml = `<content>${'<content>'.repeat(n)}x${'</content>'.repeat(n)}</content>`;
    return { fn: () => RXML.parse(xml, fileSchema) };
  });
  const deep = `<data>${'<a>'.repeat(100_000)}`;
  const deepTime = (
    await measure(() => {
      try {
        RXML.parse(deep, undefined);
      } catch {}
    }, opts)
  ).median;
  tables.push({
    title: 'RXML: linearity (time for 1× and 2× input)',
    columns: ['input', '1× ms', '2× ms', 'ratio'],
    rows: linRows,
    notes: [
      `100,000 nested <a> with the default maxDepth: typed RXMLParseError after ${fmt.ms(deepTime)} ms.`,
    ],
    budgets: linBudgets,
  });
  return tables;
}
