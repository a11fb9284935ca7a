// Timing of whole streams. What is measured is the CPU time of this process (user + system, so
// garbage collection on helper threads counts): on a shared 2-vCPU machine, wall-clock time mostly
// measures how long other work held the CPU. The floor and our middleware are timed in alternating
// pairs and the fastest run of each is kept, since interference only ever adds time.
import { performance } from 'node:perf_hooks';
import { DeadlineError, drain, providerStream } from './streams.mjs';

/** CPU time of this process so far, in ms. */
export function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Streams `text` in `chunkSize` pieces through `subject` (`(stream) => Promise<ReadableStream>`)
 * and reads it to the end. Resolves `{ ms, wallMs, calls }` (`ms` is CPU time), or
 * `{ timedOut: true }` once more than `capMs` of wall-clock time has passed.
 */
export async function timeStream(subject, text, chunkSize, capMs = Number.POSITIVE_INFINITY) {
  // No forced GC before a run: right after a full collection V8 runs with a small young
  // generation, which made the next run pay for many extra scavenges (ours more than the floor,
  // as it allocates more). Alternating the two sides spreads the garbage of each run evenly.
  const t0 = performance.now();
  const c0 = cpuMs();
  try {
    const { calls } = await drain(await subject(providerStream(text, chunkSize, t0 + capMs)));
    return { ms: cpuMs() - c0, wallMs: performance.now() - t0, calls };
  } catch (error) {
    if (error instanceof DeadlineError) return { timedOut: true };
    throw error;
  }
}

/**
 * Times `a` and `b` on the same input in `pairs` alternating pairs (a b, b a, …), plus more while
 * the cell has taken less than `minMs`, up to `maxPairs`. Returns the fastest run of each.
 */
export async function timePair(a, b, text, chunkSize, { pairs = 2, maxPairs = 5, minMs = 3000 }) {
  const best = { a: Number.POSITIVE_INFINITY, b: Number.POSITIVE_INFINITY, callsA: 0, callsB: 0 };
  const started = performance.now();
  for (let i = 0; i < maxPairs; i++) {
    if (i >= pairs && performance.now() - started >= minMs) break;
    const order = i % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    for (const side of order) {
      const run = await timeStream(side === 'a' ? a : b, text, chunkSize);
      if (run.ms < best[side]) best[side] = run.ms;
      best[side === 'a' ? 'callsA' : 'callsB'] = run.calls;
    }
  }
  return best;
}

/** Fits t = c·n^k through (n, t) points by least squares on logs; returns k (1 = linear). */
export function growthExponent(points) {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.t));
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}
