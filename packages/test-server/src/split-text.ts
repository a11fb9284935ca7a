import type { Chunking } from './chat-types';
import { createSeededRandom } from './seeded-random';

const DEFAULT_SEED = 20_240_917;

/**
 * Cuts `text` into the pieces a streaming server sends as `delta.content`. Pieces never split a
 * UTF-16 surrogate pair, because a real server sends whole characters.
 *
 * @param text - The whole answer.
 * @param chunking - How to cut it (see {@link Chunking}); default `'random'` (1–8 characters).
 * @param seed - Seed for random sizes, so a given answer is always cut the same way.
 * @returns The pieces; they join back to `text` exactly. Empty text gives no pieces.
 */
export function splitText(
  text: string,
  chunking: Chunking = 'random',
  seed = DEFAULT_SEED,
): string[] {
  if (text.length === 0) return [];
  if (chunking === 'whole') return [text];
  const nextSize = sizeSource(chunking, seed);
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + nextSize());
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

function sizeSource(chunking: Exclude<Chunking, 'whole'>, seed: number): () => number {
  if (typeof chunking === 'number') {
    if (!Number.isInteger(chunking) || chunking < 1) {
      throw new RangeError(`splitText: chunk size must be a positive integer, got ${chunking}.`);
    }
    return () => chunking;
  }
  const {
    min,
    max,
    seed: ownSeed,
  } = chunking === 'random' ? { min: 1, max: 8, seed: undefined } : chunking;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
    throw new RangeError(
      `splitText: chunk sizes need integers 1 <= min <= max, got min=${min}, max=${max}.`,
    );
  }
  const random = createSeededRandom(ownSeed ?? seed);
  return () => min + Math.floor(random() * (max - min + 1));
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
