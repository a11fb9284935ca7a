// RJSON against JSON.parse, json5 and jsonrepair on LLM-style input (`pnpm bench rjson`).
import { createPushParser, RJSON } from '@tool/rjson';
import JSON5 from 'json5';
import { jsonrepair } from 'jsonrepair';
import { fmt, mbPerSecond, measure, measureMicros } from '../../../scripts/bench/harness.mjs';
import { makeRecords, toRelaxed } from './documents.mjs';

const MB = 1024 * 1024;

function pushInChunks(text, size) {
  let events = 0;
  const parser = createPushParser({ onEvent: () => events++ });
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
  parser.end();
  return events;
}

const bytes = (text) => Buffer.byteLength(text, 'utf8');

export default async function bench({ quick }) {
  const samples = quick ? 5 : 15;
  const records = makeRecords(MB);
  const minified = JSON.stringify(records);
  const pretty = JSON.stringify(records, null, 2);
  const relaxed = toRelaxed(records);
  const repaired = toRelaxed(records, { repairs: true });
  const twoMb = JSON.stringify(makeRecords(2 * MB));
  const small = '{"name":"get_weather","arguments":{"city":"Seoul","days":3}}';
  const smallRelaxed = "{name: 'get_weather', arguments: {city: 'Seoul', days: 3,},}";
  const smallRepaired =
    '{"name": "get_weather", "arguments": {"city": "Seoul", "days": 3, "metric": True}}';

  const rows = [];
  const budgets = [];
  const large = async (label, text, parsers) => {
    const results = {};
    for (const [name, fn] of parsers) {
      let ok = true;
      try {
        fn(text);
      } catch {
        ok = false;
      }
      results[name] = ok ? (await measure(() => fn(text), { samples })).median : undefined;
    }
    const base = results['JSON.parse'];
    for (const [name] of parsers) {
      const ms = results[name];
      rows.push([
        label,
        name,
        ms === undefined ? 'rejects' : fmt.ms(ms),
        ms === undefined ? '—' : fmt.mbs(mbPerSecond(bytes(text), ms)),
        ms === undefined || base === undefined ? '—' : fmt.ratio(ms / base),
      ]);
    }
    return results;
  };

  const all = [
    ['JSON.parse', (t) => JSON.parse(t)],
    ['RJSON.parse', (t) => RJSON.parse(t)],
    ['json5.parse', (t) => JSON5.parse(t)],
    ['jsonrepair + JSON.parse', (t) => JSON.parse(jsonrepair(t))],
  ];
  const mb = (n) => `${(bytes(n) / MB).toFixed(2)} MB`;
  const min = await large(`valid, minified (${mb(minified)})`, minified, all);
  budgets.push({
    name: 'valid minified ≤ 1.2× JSON.parse',
    ok: min['RJSON.parse'] <= 1.2 * min['JSON.parse'],
    detail: fmt.ratio(min['RJSON.parse'] / min['JSON.parse']),
  });
  const pre = await large(`valid, pretty (${mb(pretty)})`, pretty, all);
  budgets.push({
    name: 'valid pretty ≤ 1.2× JSON.parse',
    ok: pre['RJSON.parse'] <= 1.2 * pre['JSON.parse'],
    detail: fmt.ratio(pre['RJSON.parse'] / pre['JSON.parse']),
  });
  const rel = await large(`relaxed JSON5 (${mb(relaxed)})`, relaxed, all);
  const relMbs = mbPerSecond(bytes(relaxed), rel['RJSON.parse']);
  budgets.push({
    name: 'relaxed JSON5 1 MB ≥ 100 MB/s',
    ok: relMbs >= 100,
    detail: `${fmt.mbs(relMbs)} MB/s`,
  });
  const rep = await large(`repaired (${mb(repaired)})`, repaired, all);
  const repMbs = mbPerSecond(bytes(repaired), rep['RJSON.parse']);
  budgets.push({
    name: 'repaired 1 MB ≥ 100 MB/s',
    ok: repMbs >= 100,
    detail: `${fmt.mbs(repMbs)} MB/s`,
  });

  const micro = (label, text, parsers) => {
    const results = {};
    for (const [name, fn] of parsers) {
      let ok = true;
      try {
        fn(text);
      } catch {
        ok = false;
      }
      results[name] = ok
        ? measureMicros(() => fn(text), { calls: quick ? 5_000 : 20_000 })
        : undefined;
    }
    const base = results['JSON.parse'];
    for (const [name] of parsers) {
      const us = results[name];
      rows.push([
        label,
        name,
        us === undefined ? 'rejects' : `${fmt.us(us)} µs`,
        '—',
        us === undefined || base === undefined ? '—' : fmt.ratio(us / base),
      ]);
    }
    return results;
  };
  const sv = micro('small valid payload', small, all);
  budgets.push({
    name: 'small valid ≤ 1.2× JSON.parse',
    ok: sv['RJSON.parse'] <= 1.2 * sv['JSON.parse'],
    detail: fmt.ratio(sv['RJSON.parse'] / sv['JSON.parse']),
  });
  const sr = micro('small relaxed payload', smallRelaxed, all);
  budgets.push({
    name: 'small relaxed ≤ 2 µs',
    ok: sr['RJSON.parse'] <= 2,
    detail: `${fmt.us(sr['RJSON.parse'])} µs`,
  });
  micro('small repaired payload (passes the JSON.parse pre-check)', smallRepaired, all);

  const push1 = (await measure(() => pushInChunks(minified, 4), { samples })).median;
  const push2 = (await measure(() => pushInChunks(twoMb, 4), { samples })).median;
  rows.push([
    `push parser, 4-char chunks (${mb(minified)})`,
    'createPushParser',
    fmt.ms(push1),
    fmt.mbs(mbPerSecond(bytes(minified), push1)),
    '—',
  ]);
  rows.push([
    `push parser, 4-char chunks (${mb(twoMb)})`,
    'createPushParser',
    fmt.ms(push2),
    fmt.mbs(mbPerSecond(bytes(twoMb), push2)),
    '—',
  ]);
  const growth = push2 / push1 / (bytes(twoMb) / bytes(minified));
  budgets.push({
    name: 'push parser linear: 2 MB ≤ 2.2× the time of 1 MB',
    ok: push2 <= 2.2 * push1 * (bytes(twoMb) / bytes(minified) / 2),
    detail: `${fmt.ratio(push2 / push1)} for ${fmt.ratio(bytes(twoMb) / bytes(minified))} the input (${fmt.ratio(growth)} per byte)`,
  });

  return [
    {
      title: 'RJSON: parse and push parser vs JSON.parse, json5, jsonrepair',
      columns: ['input', 'parser', 'time', 'MB/s', '× JSON.parse'],
      rows,
      notes: [
        'Medians of one process; baselines measured beside the subject. "rejects" = the parser throws on that input.',
        '"relaxed JSON5": unquoted keys, single quotes, trailing commas, comments. "repaired": the same plus Python literals, smart quotes, raw newlines and missing commas.',
      ],
      budgets,
    },
  ];
}
