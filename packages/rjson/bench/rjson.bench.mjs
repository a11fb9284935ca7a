// RJSON against JSON.parse, json5 and jsonrepair on LLM-style input (`pnpm bench rjson`).
//
// Times are process CPU time (process.cpuUsage): the benchmark machine is shared, and on a loaded
// machine wall-clock time measures the scheduler more than the parser. (Thread CPU time would
// leave out GC helper threads, but it only advances in 4 ms ticks on the benchmark VM.) Every
// subject is timed in this one process beside its baselines. Each subject starts after a
// full garbage collection (`pnpm bench` runs with --expose-gc), so no parser pays for another's
// garbage; the slow jsonrepair runs on relaxed input (seconds each) come last for the same reason.
// (Not a collection per sample: a full GC frees the hidden classes of the discarded results, and
// V8 then drops optimized code that checked for them — every sample would time a cold start.)
import { createPushParser, RJSON } from '@tool/rjson';
import JSON5 from 'json5';
import { jsonrepair } from 'jsonrepair';
import { fmt, mbPerSecond } from '../../../scripts/bench/harness.mjs';
import { makeRecords, toRelaxed } from './documents.mjs';

const MB = 1024 * 1024;
const bytes = (text) => Buffer.byteLength(text, 'utf8');
const collect = () => globalThis.gc?.();

/** Milliseconds of CPU time the process has used. */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Milliseconds of one call of `fn`: the median of the samples (the fastest is kept in `best`);
 * each sample runs `batch` calls.
 */
function time(fn, { samples = 15, batch = 1, warmup = 2 } = {}) {
  collect();
  for (let i = 0; i < warmup * batch; i++) fn();
  const times = [];
  for (let s = 0; s < samples; s++) {
    const start = cpuNow();
    for (let i = 0; i < batch; i++) fn();
    times.push((cpuNow() - start) / batch);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  best.set(median, times[0]);
  return median;
}

/** Fastest sample by median, for the "best" column. */
const best = new Map();
const bestOf = (median) => best.get(median) ?? median;

/**
 * A budget ratio measured side by side: `subject` and `baseline` alternate (A B B A …, so neither
 * always runs right after a collection or right before one), each sample `batch` calls, and the
 * ratio divides the median sample of the subject by the median sample of the baseline. Both
 * sides see the same slow stretches of the shared machine, and a median ignores the samples a
 * collection or a preemption inflated, on either side (a ratio per pair would be spoiled by an
 * inflated sample on either of its two sides, and that happens to most pairs under load). The
 * ratio of the fastest samples is returned as well.
 */
function interleavedRatio(subject, baseline, { samples = 31, batch = 1, warmup = 3 } = {}) {
  collect();
  const run = (fn) => {
    const start = cpuNow();
    for (let i = 0; i < batch; i++) fn();
    return cpuNow() - start;
  };
  for (let i = 0; i < warmup; i++) {
    run(subject);
    run(baseline);
  }
  const subjectTimes = [];
  const baselineTimes = [];
  for (let k = 0; k < samples; k++) {
    if (k % 2 === 0) {
      subjectTimes.push(run(subject));
      baselineTimes.push(run(baseline));
    } else {
      baselineTimes.push(run(baseline));
      subjectTimes.push(run(subject));
    }
  }
  subjectTimes.sort((x, y) => x - y);
  baselineTimes.sort((x, y) => x - y);
  const middle = Math.floor(samples / 2);
  return {
    median: subjectTimes[middle] / baselineTimes[middle],
    best: subjectTimes[0] / baselineTimes[0],
    samples,
  };
}

const showInterleaved = (r) =>
  `${fmt.ratio(r.median)}: medians of ${r.samples} interleaved samples each; fastest samples ${fmt.ratio(r.best)}`;

function accepts(fn, text) {
  try {
    fn(text);
    return true;
  } catch {
    return false;
  }
}

function pushInChunks(pieces) {
  let events = 0;
  const parser = createPushParser({ onEvent: () => events++ });
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

function split(text, size) {
  const pieces = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
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
  const docs = {
    minified: JSON.stringify(records),
    pretty: JSON.stringify(records, null, 2),
    relaxed: toRelaxed(records),
    repaired: toRelaxed(records, { repairs: true }),
  };
  const twoMb = JSON.stringify(makeRecords(2 * MB));
  const smalls = {
    valid: '{"name":"get_weather","arguments":{"city":"Seoul","days":3}}',
    relaxed: "{name: 'get_weather', arguments: {city: 'Seoul', days: 3,},}",
    repaired: '{"name": "get_weather", "arguments": {"city": "Seoul", "metric": True}}',
  };

  // ms per parse of each large document, µs per parse of each small payload
  const large = {};
  const small = {};
  const smallBest = {};
  const deferred = [];
  for (const [doc, text] of Object.entries(docs)) {
    large[doc] = {};
    for (const [name, fn] of PARSERS) {
      if (!accepts(fn, text)) continue;
      // jsonrepair is quadratic in trailing commas (seconds per MB): once, at the end
      if (name.startsWith('jsonrepair') && (doc === 'relaxed' || doc === 'repaired')) {
        deferred.push(() => {
          large[doc][name] = time(() => fn(text), { samples: 1, warmup: 0 });
        });
      } else large[doc][name] = time(() => fn(text), { samples: quick ? 5 : 21, warmup: 5 });
    }
  }
  for (const [payload, text] of Object.entries(smalls)) {
    small[payload] = {};
    smallBest[payload] = {};
    for (const [name, fn] of PARSERS) {
      if (accepts(fn, text)) {
        const ms = time(() => fn(text), { samples, batch: quick ? 2_000 : 10_000 });
        small[payload][name] = ms * 1000;
        smallBest[payload][name] = bestOf(ms) * 1000;
      }
    }
  }
  const pieces1 = split(docs.minified, 4);
  const pieces2 = split(twoMb, 4);
  const piecesRelaxed = split(docs.relaxed, 4);
  const pushSamples = quick ? 5 : 25;
  const push = {
    one: time(() => pushInChunks(pieces1), { samples: pushSamples }),
    two: time(() => pushInChunks(pieces2), { samples: pushSamples }),
    relaxed: time(() => pushInChunks(piecesRelaxed), { samples: pushSamples }),
  };
  if (!quick) for (const run of deferred) run();

  const rows = [];
  const size = (text) => `${(bytes(text) / MB).toFixed(2)} MB`;
  const labels = {
    minified: 'valid JSON, minified',
    pretty: 'valid JSON, pretty',
    relaxed: 'relaxed JSON5',
    repaired: 'repaired',
  };
  for (const [doc, text] of Object.entries(docs)) {
    // relaxed documents are compared with JSON.parse on the same records as pretty JSON
    const base = large[doc === 'minified' ? 'minified' : 'pretty']['JSON.parse'];
    for (const [name] of PARSERS) {
      const ms = large[doc][name];
      const missing = accepts(PARSERS.find(([n]) => n === name)[1], text)
        ? 'skipped (--quick)'
        : 'rejects';
      rows.push([
        `${labels[doc]} (${size(text)})`,
        name,
        ms === undefined ? missing : fmt.ms(ms),
        ms === undefined ? '—' : fmt.ms(bestOf(ms)),
        ms === undefined ? '—' : fmt.mbs(mbPerSecond(bytes(text), ms)),
        ms === undefined ? '—' : fmt.ratio(ms / base),
      ]);
    }
  }
  const smallLabels = {
    valid: 'small valid tool call',
    relaxed: 'small relaxed tool call',
    repaired: 'small repaired tool call (tries JSON.parse first)',
  };
  for (const payload of Object.keys(smalls)) {
    for (const [name] of PARSERS) {
      const us = small[payload][name];
      const base = small.valid['JSON.parse'];
      rows.push([
        smallLabels[payload],
        name,
        us === undefined ? 'rejects' : `${fmt.us(us)} µs`,
        us === undefined ? '—' : `${fmt.us(smallBest[payload][name])} µs`,
        '—',
        us === undefined ? '—' : fmt.ratio(us / base),
      ]);
    }
  }
  for (const [label, text, ms, base] of [
    ['valid JSON', docs.minified, push.one, large.minified['JSON.parse']],
    ['valid JSON', twoMb, push.two, large.minified['JSON.parse']],
    ['relaxed JSON5', docs.relaxed, push.relaxed, large.pretty['JSON.parse']],
  ]) {
    rows.push([
      `push parser, 4-char chunks, ${label} (${size(text)})`,
      'createPushParser',
      fmt.ms(ms),
      fmt.ms(bestOf(ms)),
      fmt.mbs(mbPerSecond(bytes(text), ms)),
      fmt.ratio(ms / base),
    ]);
  }

  // The 1 MB budgets are ratios to JSON.parse on the same records written as strict JSON
  // (relaxed and repaired documents are laid out like the pretty one), measured interleaved;
  // the table's medians above are measured one parser after the other.
  const ratioSamples = quick ? 11 : 31;
  const budgets = [];
  for (const [doc, limit, strict] of [
    ['minified', 1.2, 'minified'],
    ['pretty', 1.2, 'pretty'],
    ['relaxed', 2, 'pretty'],
    ['repaired', 3, 'pretty'],
  ]) {
    const text = docs[doc];
    const baseline = docs[strict];
    const ratio = interleavedRatio(
      () => RJSON.parse(text),
      () => JSON.parse(baseline),
      { samples: ratioSamples },
    );
    const name =
      doc === 'minified' || doc === 'pretty'
        ? `valid ${doc} 1 MB ≤ ${limit}× JSON.parse`
        : `${labels[doc]} 1 MB ≤ ${limit}× JSON.parse on the same records as strict JSON`;
    budgets.push({ name, ok: ratio.median <= limit, detail: showInterleaved(ratio) });
  }
  const smallRatio = interleavedRatio(
    () => RJSON.parse(smalls.valid),
    () => JSON.parse(smalls.valid),
    { samples: ratioSamples, batch: quick ? 2_000 : 10_000 },
  );
  budgets.push({
    name: 'small valid ≤ 1.2× JSON.parse',
    ok: smallRatio.median <= 1.2,
    detail: showInterleaved(smallRatio),
  });
  budgets.push({
    name: 'small relaxed ≤ 2 µs',
    ok: small.relaxed['RJSON.parse'] <= 2,
    detail: `${fmt.us(small.relaxed['RJSON.parse'])} µs`,
  });
  // Linearity compares the fastest samples: a ratio of two medians mostly measures the noise of a
  // shared machine, the fastest samples measure the work.
  const inputRatio = bytes(twoMb) / bytes(docs.minified);
  const growth = bestOf(push.two) / bestOf(push.one);
  budgets.push({
    name: 'push parser linear: 2 MB ≤ 2.2× the time of 1 MB (fastest samples)',
    ok: growth <= 2.2 * (inputRatio / 2),
    detail: `${fmt.ratio(growth)} the time for ${fmt.ratio(inputRatio)} the input (medians: ${fmt.ratio(push.two / push.one)})`,
  });

  return [
    {
      title: 'RJSON: parse and the push parser against JSON.parse, json5 and jsonrepair',
      columns: ['input', 'parser', 'CPU time (median)', 'best', 'MB/s', '× JSON.parse'],
      rows,
      notes: [
        'Process CPU time per parse: the median of the samples (MB/s, the ratio column and the small relaxed and push-parser budgets use it) and the fastest. All parsers run in one process, each after a full GC and a warm-up. "rejects": the parser throws on that input.',
        '"relaxed JSON5": the same records with unquoted keys, single quotes, trailing commas and comments; "repaired" adds Python literals, smart quotes, raw newlines and missing commas. Their × JSON.parse divides by JSON.parse on the same records as pretty JSON (the strict JSON of the same data, laid out the same way); small payloads divide by JSON.parse on the small valid call.',
        "The budgets that are ratios to JSON.parse (the 1 MB documents, the small valid call) are measured again after the table, with RJSON.parse and JSON.parse interleaved sample by sample (single parses of 1 MB, batches of small calls); each divides the median samples. The table's × JSON.parse column divides medians taken one parser after the other.",
        'jsonrepair is timed once on the relaxed documents: its time grows quadratically with trailing commas.',
        'Push parser rows: the document pre-cut into 4-character strings, fed with push(), events counted; × JSON.parse divides by JSON.parse on the 1 MB document of the same kind.',
      ],
      budgets,
    },
  ];
}
