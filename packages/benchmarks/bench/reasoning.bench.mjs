// Reasoning: a long `<think>` block (prose full of near-miss markers and rehearsed calls) then
// one real call, streamed through each preset against the identity floor, in the same process.
// Budgets: ≤ 2× the floor at 1 MB and 2 MB, and linear from 512 KB to 2 MB (DESIGN.md invariant 5).
import { isDeepStrictEqual } from 'node:util';
import { fmt } from '../../../scripts/bench/harness.mjs';
import { FORMATS, prose } from './scenarios.mjs';
import { collect, identity, providerStream } from './streams.mjs';
import { OURS_LABEL, ours } from './subjects.mjs';
import { growthExponent, timePair } from './timing.mjs';

const PRESETS = ['hermes', 'xml'];
const CHUNKS = [4, 1];
const MAX_RATIO = 2;
const MAX_EXPONENT = 1.1;
const WARM_UP = { pairs: 3, maxPairs: 3 };
const MB = 1024 * 1024;

const kb = (n) => (n >= MB ? `${n / MB} MB` : `${n / 1024} KB`);

/**
 * About `bytes` characters: a thinking block of prose with a rehearsed call every 4 KB (which
 * must not run), then the real call.
 */
function build(format, bytes) {
  const real = { city: 'Lisbon', days: 2 };
  const tail = `\n</think>\n\n${format.call('get_weather', real)}`;
  const rehearsal = `\n${format.call('get_weather', { city: 'Porto', days: 1 })}\n`;
  const parts = ['<think>\n'];
  let size = parts[0].length + tail.length;
  for (let i = 0; size < bytes; i++) {
    const piece = prose(4096 - rehearsal.length, i) + rehearsal;
    parts.push(piece);
    size += piece.length;
  }
  parts.push(tail);
  return { text: parts.join(''), calls: [{ toolName: 'get_weather', input: real }] };
}

async function presetTable(key, { quick }) {
  const sizes = quick ? [256 * 1024, 512 * 1024] : [512 * 1024, MB, 2 * MB];
  const subject = ours(key);
  const format = FORMATS[key];
  const rows = [];
  const notes = [];
  const budgets = [];

  const check = build(format, 64 * 1024);
  const got = await collect(await subject(providerStream(check.text, 4)));
  if (!isDeepStrictEqual(got.calls, check.calls) || got.text !== '') {
    notes.push(
      `**${key}: ${got.calls.length} calls and ${got.text.length} characters of text, expected only the real call** (timings of wrong output)`,
    );
  }
  const warm = build(format, 256 * 1024).text;
  for (const chunk of CHUNKS) await timePair(identity, subject, warm, chunk, WARM_UP);

  let worst = { ratio: 0, where: '' };
  for (const chunk of CHUNKS) {
    const points = [];
    const floorPoints = [];
    for (const size of sizes) {
      const { text, calls } = build(format, size);
      const pair = await timePair(identity, subject, text, chunk, {
        pairs: 2,
        maxPairs: size / chunk >= MB ? 2 : 3,
        minMs: 1500,
      });
      const ratio = pair.b / pair.a;
      if (size >= MB && ratio > worst.ratio)
        worst = { ratio, where: `${kb(size)}, ${chunk}-char chunks` };
      points.push({ n: size, t: pair.b });
      floorPoints.push({ n: size, t: pair.a });
      rows.push([
        kb(size),
        chunk,
        fmt.ms(pair.a),
        `${fmt.ms(pair.b)}${pair.callsB === calls.length ? '' : ' ✗'}`,
        fmt.ratio(ratio),
      ]);
    }
    // Fitted over all three sizes, as the streaming table does: two points alone let one noisy
    // run decide. The 1 MB → 2 MB time ratio is printed beside it.
    const k = growthExponent(points);
    const kFloor = growthExponent(floorPoints);
    const doubling = points.at(-1).t / points.at(-2).t;
    if (!quick)
      budgets.push({
        name: `linear: reasoning, ${key}, ${chunk}-char chunks`,
        ok: k <= MAX_EXPONENT || k <= kFloor + MAX_EXPONENT - 1,
        detail: `time ∝ size^${k.toFixed(2)} from ${kb(sizes[0])} to ${kb(sizes.at(-1))} (the floor's: size^${kFloor.toFixed(2)}); ${kb(sizes.at(-2))} → ${kb(sizes.at(-1))} took ${doubling.toFixed(2)}× the time`,
      });
  }
  if (!quick)
    budgets.push({
      name: `≤ ${MAX_RATIO}× floor: 1 MB+ of reasoning, ${key}`,
      ok: worst.ratio <= MAX_RATIO,
      detail: `worst ${fmt.ratio(worst.ratio)} at ${worst.where}`,
    });
  notes.push(
    `A \`<think>\` block of prose with a rehearsed call every 4 KB (never run), then one real call. CPU time in ms, fastest of 2–3 alternating floor/ours runs after a warm-up. ${OURS_LABEL}. ✗ = wrong number of tool calls.`,
  );
  if (quick) notes.push('Quick mode: smaller sizes, no budgets checked.');
  return {
    title: `Reasoning, ${key} preset: identity floor vs ours`,
    columns: ['size', 'chunk', 'floor ms', 'ours ms', 'ours ÷ floor'],
    rows,
    notes,
    budgets,
  };
}

export default async function reasoning({ quick }) {
  const tables = [];
  for (const key of PRESETS) {
    process.stderr.write(`  reasoning: ${key}\n`);
    tables.push(await presetTable(key, { quick }));
  }
  return tables;
}
