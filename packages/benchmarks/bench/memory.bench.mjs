// Table 4: memory. The most live heap that streaming a 10 MB output adds, with and without calls:
// it must be bounded by the largest single call, not by the whole output.
import { fmt } from '../../../scripts/bench/harness.mjs';
import { code, FORMATS, prose, SCENARIOS } from './scenarios.mjs';
import { drain, identity } from './streams.mjs';
import { OURS_LABEL, ours } from './subjects.mjs';

const PRESETS = ['hermes', 'gemma', 'xml'];
const CHUNK = 16;
const MB = 1024 * 1024;
/** Budget: live heap growth ≤ SLACK + PER_CALL × the largest call. */
const SLACK = 4 * MB;
const PER_CALL = 6;

const gc = globalThis.gc;

/**
 * A provider stream like `providerStream`, that every `every` characters collects garbage and
 * records the live heap above `base`; `peak` ends up the largest such growth.
 */
function sampledStream(text, chunkSize, every, probe) {
  let i = -1;
  let nextSample = every;
  return new ReadableStream(
    {
      pull(controller) {
        if (i === -1) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'txt-0' });
          i = 0;
        } else if (i < text.length) {
          if (i >= nextSample) {
            probe();
            nextSample += every;
          }
          controller.enqueue({
            type: 'text-delta',
            id: 'txt-0',
            delta: text.slice(i, i + chunkSize),
          });
          i += chunkSize;
        } else {
          probe();
          controller.enqueue({ type: 'text-end', id: 'txt-0' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } },
          });
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}

async function peakGrowth(subject, text, every) {
  gc();
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = 0;
  const probe = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed - base);
  };
  const { calls } = await drain(await subject(sampledStream(text, CHUNK, every, probe)));
  return { peak, calls };
}

/** 10 MB outputs: prose; many small calls; one large call in the middle of prose. */
function outputs(key, total, bigCall) {
  const format = FORMATS[key];
  const many = SCENARIOS.find((s) => s.name === 'many small calls').build(format, total);
  const call = format.call('write_file', { path: 'big.ts', content: code(bigCall) });
  const half = prose((total - call.length) / 2);
  return [
    { name: 'prose, no calls', text: prose(total), calls: 0, largest: 0 },
    {
      name: 'many small calls',
      text: many.text,
      calls: many.calls.length,
      largest: Math.max(...many.calls.map((c) => format.call(c.toolName, c.input).length)),
    },
    {
      name: `one ${bigCall / MB} MB call in prose`,
      text: `${half}\n${call}\n${half}`,
      calls: 1,
      largest: call.length,
    },
  ];
}

export default async function memory({ quick }) {
  if (gc === undefined)
    throw new Error('memory.bench.mjs needs node --expose-gc (pnpm bench does this)');
  const total = quick ? 2 * MB : 10 * MB;
  const bigCall = quick ? MB / 4 : MB;
  const rows = [];
  const budgets = [];
  for (const key of PRESETS) {
    process.stderr.write(`  memory: ${key}\n`);
    for (const output of outputs(key, total, bigCall)) {
      const every = Math.max(64 * 1024, Math.floor(output.text.length / 40));
      const floor = await peakGrowth(identity, output.text, every);
      const run = await peakGrowth(ours(key), output.text, every);
      const limit = SLACK + PER_CALL * output.largest;
      rows.push([
        key,
        output.name,
        fmt.ms(output.text.length / MB),
        fmt.ms(output.largest / 1024),
        fmt.ms(floor.peak / MB),
        `${fmt.ms(run.peak / MB)}${run.calls === output.calls ? '' : ' ✗'}`,
        fmt.ms(limit / MB),
      ]);
      budgets.push({
        name: `memory bounded by the largest call: ${key}, ${output.name}`,
        ok: run.peak <= limit,
        detail: `${fmt.ms(run.peak / MB)} MB live heap added while streaming ${fmt.ms(output.text.length / MB)} MB; budget ${fmt.ms(limit / MB)} MB = 4 MB + ${PER_CALL} × largest call`,
      });
    }
  }
  return [
    {
      title: `Memory: live heap added while streaming ${total / MB} MB`,
      columns: [
        'preset',
        'output',
        'output MB',
        'largest call KB',
        'floor MB',
        'ours MB',
        'budget MB',
      ],
      rows,
      notes: [
        `Peak of the live heap (after a full garbage collection, sampled ~40 times during the stream) above the heap before the stream began, which already held the output text. ${CHUNK}-character chunks. The floor is the identity TransformStream. ${OURS_LABEL}. ✗ = wrong number of tool calls.`,
      ],
      budgets,
    },
  ];
}
