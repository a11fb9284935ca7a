// RJSON against JSON.parse, json5 and jsonrepair on LLM-style input (`pnpm bench rjson`).
//
// Times are process CPU time (process.cpuUsage), not wall-clock: the benchmark machine is
// shared, and CPU time is what a parse costs whatever else is running. Every subject is timed
// in the same process, interleaved with its baseline.
import { createPushParser, RJSON } from '@tool/rjson';
import JSON5 from 'json5';
import { jsonrepair } from 'jsonrepair';
import { fmt, mbPerSecond } from '../../../scripts/bench/harness.mjs';
import { makeRecords, toRelaxed } from './documents.mjs';

const MB = 1024 * 1024;
const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** Median CPU milliseconds of one call of `fn`, each sample running `batch` calls. */
function cpuMs(fn, { samples = 15, batch = 1, warmup = 2 } = {}) {
  for (let i = 0; i < warmup * batch; i++) fn();
  const times = [];
  for (let s = 0; s < samples; s++) {
    const start = process.cpuUsage();
    for (let i = 0; i < batch; i++) fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000 / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Runs `fn` once if it succeeds on `text`; `undefined` when the parser rejects the input. */
function accepts(fn, text) {
  try {
    fn(text);
    return true;
  } catch {
    return false;
  }
}

function pushInChunks(text, size) {
  let events = 0;
  const parser = createPushParser({ onEvent: () => events++ });
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
  parser.end();
  return events;
}

const PARSERS = [
  ['JSON.parse', (t) => JSON.parse(t)],
  ['RJSON.parse', (t) => RJSON.parse(t)],
  ['json5.parse', (t) => JSON5.parse(t)],
  ['jsonrepair + JSON.parse', (t) => JSON.parse(jsonrepair(t))],
];

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
  const smallRepaired = '{"name": "get_weather", "arguments": {"city": "Seoul", "metric": True}}';

  const rows = [];
  const budgets = [];
  const size = (text) => `${(bytes(text) / MB).toFixed(2)} MB`;

  /** One row per parser; `reference` is the JSON.parse time the ratio column divides by. */
  const large = (label, text, reference) => {
    const result = {};
    for (const [name, fn] of PARSERS) {
      let ms;
      let note = '';
      if (!accepts(fn, text)) note = 'rejects';
      else if (name.startsWith('jsonrepair') && text !== minified && text !== pretty) {
        // jsonrepair is quadratic in trailing commas (seconds per MB): one timed run only
        ms = cpuMs(() => fn(text), { samples: 1, warmup: 0 });
      } else ms = cpuMs(() => fn(text), { samples });
      result[name] = ms;
      const base = reference ?? result['JSON.parse'];
      rows.push([
        label,
        name,
        ms === undefined ? note : fmt.ms(ms),
        ms === undefined ? '—' : fmt.mbs(mbPerSecond(bytes(text), ms)),
        ms === undefined || base === undefined ? '—' : fmt.ratio(ms / base),
      ]);
    }
    return result;
  };

  const min = large(`valid JSON, minified (${size(minified)})`, minified);
  const pre = large(`valid JSON, pretty (${size(pretty)})`, pretty);
  const rel = large(`relaxed JSON5 (${size(relaxed)})`, relaxed, pre['JSON.parse']);
  const rep = large(`repaired (${size(repaired)})`, repaired, pre['JSON.parse']);
  for (const [name, result] of [
    ['minified', min],
    ['pretty', pre],
  ]) {
    const ratio = result['RJSON.parse'] / result['JSON.parse'];
    budgets.push({
      name: `valid ${name} 1 MB ≤ 1.2× JSON.parse`,
      ok: ratio <= 1.2,
      detail: fmt.ratio(ratio),
    });
  }
  for (const [name, text, result] of [
    ['relaxed JSON5', relaxed, rel],
    ['repaired', repaired, rep],
  ]) {
    const mbs = mbPerSecond(bytes(text), result['RJSON.parse']);
    budgets.push({
      name: `${name} 1 MB ≥ 100 MB/s`,
      ok: mbs >= 100,
      detail: `${fmt.mbs(mbs)} MB/s`,
    });
  }

  const micro = (label, text) => {
    const result = {};
    for (const [name, fn] of PARSERS) {
      const us = accepts(fn, text)
        ? cpuMs(() => fn(text), { samples, batch: quick ? 2_000 : 10_000 }) * 1000
        : undefined;
      result[name] = us;
      const base = result['JSON.parse'];
      rows.push([
        label,
        name,
        us === undefined ? 'rejects' : `${fmt.us(us)} µs`,
        '—',
        us === undefined || base === undefined ? '—' : fmt.ratio(us / base),
      ]);
    }
    return result;
  };
  const sv = micro('small valid tool call', small);
  const sr = micro('small relaxed tool call', smallRelaxed);
  micro('small repaired tool call (first tries JSON.parse)', smallRepaired);
  budgets.push({
    name: 'small valid ≤ 1.2× JSON.parse',
    ok: sv['RJSON.parse'] <= 1.2 * sv['JSON.parse'],
    detail: fmt.ratio(sv['RJSON.parse'] / sv['JSON.parse']),
  });
  budgets.push({
    name: 'small relaxed ≤ 2 µs',
    ok: sr['RJSON.parse'] <= 2,
    detail: `${fmt.us(sr['RJSON.parse'])} µs`,
  });

  const push1 = cpuMs(() => pushInChunks(minified, 4), { samples });
  const push2 = cpuMs(() => pushInChunks(twoMb, 4), { samples });
  const pushRelaxed = cpuMs(() => pushInChunks(relaxed, 4), { samples });
  for (const [text, ms] of [
    [minified, push1],
    [twoMb, push2],
  ]) {
    rows.push([
      `push parser, 4-char chunks, valid JSON (${size(text)})`,
      'createPushParser',
      fmt.ms(ms),
      fmt.mbs(mbPerSecond(bytes(text), ms)),
      fmt.ratio(ms / min['JSON.parse']),
    ]);
  }
  rows.push([
    `push parser, 4-char chunks, relaxed JSON5 (${size(relaxed)})`,
    'createPushParser',
    fmt.ms(pushRelaxed),
    fmt.mbs(mbPerSecond(bytes(relaxed), pushRelaxed)),
    fmt.ratio(pushRelaxed / pre['JSON.parse']),
  ]);
  const inputRatio = bytes(twoMb) / bytes(minified);
  budgets.push({
    name: 'push parser linear: 2 MB ≤ 2.2× the time of 1 MB',
    ok: push2 / push1 <= 2.2 * (inputRatio / 2),
    detail: `${fmt.ratio(push2 / push1)} the time for ${fmt.ratio(inputRatio)} the input`,
  });

  return [
    {
      title: 'RJSON: parse and the push parser against JSON.parse, json5 and jsonrepair',
      columns: ['input', 'parser', 'CPU time', 'MB/s', '× JSON.parse'],
      rows,
      notes: [
        'Median process CPU time per parse, all parsers in one process. "rejects": the parser throws on that input.',
        '"relaxed JSON5": the same records with unquoted keys, single quotes, trailing commas and comments; "repaired" adds Python literals, smart quotes, raw newlines and missing commas. Their × JSON.parse column divides by JSON.parse on the same records as pretty JSON.',
        'jsonrepair is timed once on the relaxed documents: its time grows quadratically with trailing commas.',
        'The push parser rows divide by JSON.parse on the 1 MB document of the same kind.',
      ],
      budgets,
    },
  ];
}
