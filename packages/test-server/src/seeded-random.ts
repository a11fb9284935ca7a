/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed gives the same
 * sequence on every run, so a replayed stream is cut the same way every time a test runs.
 *
 * @param seed - Any 32-bit integer.
 * @returns A function that returns numbers in [0, 1).
 */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
