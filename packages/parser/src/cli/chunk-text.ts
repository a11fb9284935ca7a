/**
 * How the inspector cuts an output into stream chunks: fixed-size pieces, or pieces of random
 * sizes from a seeded generator, so a run can be repeated exactly.
 */
export type Chunking =
  | { kind: 'fixed'; size: number }
  | { kind: 'random'; seed: number; maxSize: number };

/** The largest piece `--chunk random` makes unless told otherwise. */
export const DEFAULT_RANDOM_MAX_SIZE = 12;

/**
 * Cuts `text` into chunks. Sizes count UTF-16 units, but a cut never falls inside a surrogate
 * pair: a provider streams whole characters, so a chunk that ends in half an emoji would show a
 * stream nobody can receive.
 */
export function chunkText(text: string, chunking: Chunking): string[] {
  const nextSize = sizeSource(chunking);
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + nextSize());
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end++;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/** Describes a chunking the way the command line spells it (`4`, `random (seed 7)`). */
export function describeChunking(chunking: Chunking): string {
  return chunking.kind === 'fixed'
    ? `chunks of ${chunking.size}`
    : `random chunks of 1–${chunking.maxSize} (seed ${chunking.seed})`;
}

function sizeSource(chunking: Chunking): () => number {
  if (chunking.kind === 'fixed') {
    const size = Math.max(1, Math.floor(chunking.size));
    return () => size;
  }
  const random = mulberry32(chunking.seed);
  const max = Math.max(1, Math.floor(chunking.maxSize));
  return () => 1 + Math.floor(random() * max);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** A small seeded generator (mulberry32): the same seed gives the same chunks on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
