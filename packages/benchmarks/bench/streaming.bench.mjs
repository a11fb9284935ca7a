// Table 1: streaming throughput per preset, against the identity floor and the previous
// middleware (@ai-sdk-tool/parser@4.1.26), on the same parts in the same process.
import { isDeepStrictEqual } from 'node:util';
import { fmt } from '../../../scripts/bench/harness.mjs';
import { FORMATS, SCENARIOS } from './scenarios.mjs';
import { collect, identity, providerStream } from './streams.mjs';
import { OURS_LABEL, ours, previous } from './subjects.mjs';
import { growthExponent, timePair, timeStream } from './timing.mjs';

const PRESETS = ['hermes', 'gemma', 'xml'];
const CHUNKS = [4, 1];
const CAP_MS = 10_000;
const QUICK_CAP_MS = 3_000;
/** Budgets: ours ≤ 2× the floor; time grows at most linearly (exponent 1, +0.1 for noise). */
const MAX_RATIO = 2;
const MAX_EXPONENT = 1.1;
const WARM_UP = { pairs: 3, maxPairs: 3 };

const kb = (n) => (n >= 1 << 20 ? `${n / (1 << 20)} MB` : `${n / 1024} KB`);

/** Both sides must produce exactly the expected calls before anything is timed. */
async function verify(key, scenario) {
  const { text, calls } = scenario.build(FORMATS[key], 16 * 1024);
  const problems = [];
  for (const [label, subject] of [
    ['ours', ours(key)],
    ['@ai-sdk-tool/parser', previous(key)],
  ]) {
    const got = await collect(await subject(providerStream(text, 4)));
    if (!isDeepStrictEqual(got.calls, calls)) {
      problems.push(`${label} produced ${got.calls.length} calls, expected ${calls.length}`);
    }
  }
  return problems;
}

async function presetTable(key, { quick }) {
  // Below 64 KB a run lasts a few ms, too short for the linear-growth check to mean anything.
  const sizes = quick ? [64 * 1024, 256 * 1024] : [64 * 1024, 256 * 1024, 1024 * 1024];
  const cap = quick ? QUICK_CAP_MS : CAP_MS;
  const capText = `> ${cap / 1000} s`;
  const subject = ours(key);
  const old = previous(key);
  const rows = [];
  const notes = [];
  const budgets = [];
  let skippedOld = false;
  for (const scenario of SCENARIOS) {
    const problems = await verify(key, scenario);
    for (const p of problems) notes.push(`**${scenario.name}: ${p}** (timings of wrong output)`);
    // Warm up both sides on this scenario so that no timed run pays for the JIT: CPU time counts
    // the compiler threads too, and ours has far more code to optimize than the floor.
    const warm = scenario.build(FORMATS[key], 64 * 1024).text;
    for (const chunk of CHUNKS) await timePair(identity, subject, warm, chunk, WARM_UP);
    let worst = { ratio: 0, where: '' };
    // A lower bound of the old middleware's wall time per size, from runs at smaller or equal sizes
    // with coarser or equal chunks (time grows at least linearly with the output, and finer
    // chunks never make it faster). A run whose bound already passes the cap is not started.
    const oldAtLeast = new Map(sizes.map((size) => [size, 0]));
    const learn = (size, wallMs) => {
      for (const other of sizes) {
        if (other >= size)
          oldAtLeast.set(other, Math.max(oldAtLeast.get(other), (wallMs * other) / size));
      }
    };
    for (const chunk of CHUNKS) {
      const points = [];
      const floorPoints = [];
      for (const size of sizes) {
        const { text, calls } = scenario.build(FORMATS[key], size);
        const pair = await timePair(identity, subject, text, chunk, {
          pairs: 2,
          maxPairs: size / chunk >= 1 << 20 ? 2 : 3,
          minMs: 1500,
        });
        const ratio = pair.b / pair.a;
        if (ratio > worst.ratio) worst = { ratio, where: `${kb(size)}, ${chunk}-char chunks` };
        points.push({ n: size, t: pair.b });
        floorPoints.push({ n: size, t: pair.a });
        let oldCell = capText;
        let oldRatio = '–';
        if (oldAtLeast.get(size) >= cap) {
          oldCell = `${capText}*`;
          skippedOld = true;
        } else {
          let run = await timeStream(old, text, chunk, cap);
          // A fast run is repeated once, like ours, to keep noise out of the comparison.
          if (!run.timedOut && run.ms < 1000) {
            const again = await timeStream(old, text, chunk, cap);
            if (again.ms < run.ms) run = again;
          }
          learn(size, run.timedOut ? cap : run.wallMs);
          if (!run.timedOut) {
            oldCell = `${fmt.ms(run.ms)}${run.calls === calls.length ? '' : ' ✗'}`;
            oldRatio = fmt.ratio(run.ms / pair.a);
          }
        }
        rows.push([
          scenario.name,
          kb(size),
          chunk,
          fmt.ms(pair.a),
          `${fmt.ms(pair.b)}${pair.callsB === calls.length ? '' : ' ✗'}`,
          fmt.ratio(ratio),
          oldCell,
          oldRatio,
        ]);
      }
      // The identity floor is linear by construction, so when the machine's noise bends its curve
      // too, ours counts as linear if it grows no faster than the floor over the same parts.
      const k = growthExponent(points);
      const kFloor = growthExponent(floorPoints);
      // Two short sizes (quick mode) cannot tell a load spike from growth: checked in full runs.
      if (!quick)
        budgets.push({
          name: `linear: ${scenario.name}, ${chunk}-char chunks`,
          ok: k <= MAX_EXPONENT || k <= kFloor + MAX_EXPONENT - 1,
          detail: `time ∝ size^${k.toFixed(2)} from ${kb(sizes[0])} to ${kb(sizes.at(-1))} (the floor's: size^${kFloor.toFixed(2)}), so doubling the output multiplies the time by ${(2 ** k).toFixed(2)}`,
        });
    }
    budgets.push({
      name: `≤ ${MAX_RATIO}× floor: ${scenario.name}`,
      ok: worst.ratio <= MAX_RATIO,
      detail: `worst ${fmt.ratio(worst.ratio)} at ${worst.where}`,
    });
  }
  notes.push(
    `CPU time of the process in ms (user + system: the machine is shared, so wall-clock time mostly measures other work); fastest of 2–3 alternating floor/ours runs after a warm-up on the same scenario, the old middleware once (twice when under 1 s), capped at ${capText} of wall-clock time. ${OURS_LABEL}. ✗ = wrong number of tool calls.`,
  );
  if (quick)
    notes.push(
      'Quick mode: the linear-growth budgets are checked only in the full run (three sizes up to 1 MB).',
    );
  if (skippedOld)
    notes.push(
      `\`${capText}*\`: not run, because a smaller input or coarser chunks of the same scenario already took so long that this run, growing at least linearly, would pass ${capText}.`,
    );
  return {
    title: `Streaming, ${key} preset: identity floor vs ours vs @ai-sdk-tool/parser@4.1.26`,
    columns: [
      'scenario',
      'size',
      'chunk',
      'floor ms',
      'ours ms',
      'ours ÷ floor',
      '4.1.26 ms',
      '4.1.26 ÷ floor',
    ],
    rows,
    notes,
    budgets,
  };
}

export default async function streaming({ quick }) {
  const tables = [];
  for (const key of PRESETS) {
    process.stderr.write(`  streaming: ${key}\n`);
    tables.push(await presetTable(key, { quick }));
  }
  return tables;
}
