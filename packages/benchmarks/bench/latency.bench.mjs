// Table 2: latency. How much text is held back while prose streams (it may be the start of a
// marker), and how soon a call's `tool-call` event follows the call's last character.
import { getProtocolFormat, ToolRegistry } from '@tool/protocols';
import { fmt } from '../../../scripts/bench/harness.mjs';
import { code, FORMATS, prose, TOOLS } from './scenarios.mjs';
import { stepwise } from './stepwise.mjs';
import { OURS_LABEL, ourProtocol, ours, previous } from './subjects.mjs';

const PRESETS = ['hermes', 'gemma', 'xml'];

/** The markers our side looks for with these tools, as the engine builds them. */
function markersOf(key) {
  const format = getProtocolFormat(ourProtocol(key));
  return format === undefined ? FORMATS[key].markers : format(new ToolRegistry(TOOLS)).markers;
}

/**
 * Prose full of `<`, backticks and tag-like words, plus near misses of every marker: each marker
 * with its last character changed, which must be held back until that character arrives.
 */
function trickyProse(markers, bytes) {
  const lines = [];
  for (const marker of markers) {
    const last = marker.at(-1);
    const other = last === 'x' ? 'y' : 'x';
    lines.push(`Near miss ${marker.slice(0, -1)}${other} and \`${marker.slice(0, 4)}\` in code.\n`);
  }
  const misses = lines.join('');
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const piece = prose(400, i) + misses;
    parts.push(piece);
    size += piece.length;
  }
  return parts.join('');
}

/** Prose, then one call, then more prose; `end` is where the call's text ends. */
function withCall(key, args, name) {
  const head = `${prose(2000)}\n`;
  const call = FORMATS[key].call(name, args);
  return { text: `${head}${call}\n${prose(500)}`, end: head.length + call.length };
}

const CAP_MS = 20_000;

const describeLatency = (call) => {
  if (call === 'timed out') return `> ${CAP_MS / 1000} s to stream`;
  if (call === undefined) return 'no call';
  if (call.charsAfterEnd < 0) return `${-call.charsAfterEnd} chars before the end`;
  return `+${call.charsAfterEnd} chars, ${fmt.ms(call.microsAfterEnd / 1000)} ms`;
};

export default async function latency({ quick }) {
  const rows = [];
  const budgets = [];
  const proseBytes = quick ? 8 * 1024 : 32 * 1024;
  const bigBytes = quick ? 16 * 1024 : 64 * 1024;
  for (const key of PRESETS) {
    process.stderr.write(`  latency: ${key}\n`);
    const markers = markersOf(key);
    const longest = Math.max(...markers.map((m) => m.length));
    const text = trickyProse(markers, proseBytes);
    const heldOurs = (await stepwise(ours(key), text, 1)).maxHeld;
    const heldOld = (await stepwise(previous(key), text, 1)).maxHeld;
    const small = withCall(key, { city: 'Seoul', days: 3 }, 'get_weather');
    const big = withCall(key, { path: 'big.ts', content: code(bigBytes) }, 'write_file');
    const latencies = [];
    for (const { text: t, end } of [small, big]) {
      for (const subject of [ours(key), previous(key)]) {
        const run = await stepwise(subject, t, 1, { callEnds: [end], capMs: CAP_MS });
        latencies.push(run.timedOut ? 'timed out' : run.calls[0]);
      }
    }
    rows.push([
      key,
      longest,
      heldOurs,
      heldOld,
      describeLatency(latencies[0]),
      describeLatency(latencies[1]),
      describeLatency(latencies[2]),
      describeLatency(latencies[3]),
    ]);
    budgets.push({
      name: `hold-back ≤ longest marker − 1: ${key}`,
      ok: heldOurs <= longest - 1,
      detail: `held at most ${heldOurs} characters; longest marker ${longest}`,
    });
    const late = [latencies[0], latencies[2]].filter(
      (c) => typeof c !== 'object' || c.charsAfterEnd > 0,
    );
    budgets.push({
      name: `tool-call no later than the call's last character: ${key}`,
      ok: late.length === 0,
      detail: `small call: ${describeLatency(latencies[0])}; ${bigBytes / 1024} KB call: ${describeLatency(latencies[2])}`,
    });
  }
  return [
    {
      title: 'Latency: text held back, and the tool-call event after the call ends',
      columns: [
        'preset',
        'longest marker',
        'held back, ours',
        'held back, 4.1.26',
        'small call, ours',
        'small call, 4.1.26',
        `${bigBytes / 1024} KB call, ours`,
        `${bigBytes / 1024} KB call, 4.1.26`,
      ],
      rows,
      notes: [
        `Streamed one character per part, each part run through the whole middleware before the next is sent. "Held back" is the most characters the model had written that the app had not yet received as text, over ${proseBytes / 1024} KB of prose full of \`<\`, backticks, tag-like words and near misses of every marker (each marker with its last character changed). Call latency is counted from the call's last character (its end delimiter or close tag): "+0 chars" means the \`tool-call\` arrived with that character; "N chars before the end" means it arrived as soon as the arguments closed, before the delimiter. ${OURS_LABEL}.`,
      ],
      budgets,
    },
  ];
}
