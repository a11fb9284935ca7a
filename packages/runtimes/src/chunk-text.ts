/** Sizes (in code points) the streamed outputs are cut into, in turn: markers land across cuts. */
const CHUNK_SIZES = [1, 2, 3, 5, 8, 13];

/**
 * Cuts `text` into pieces of 1, 2, 3, 5, 8, 13, 1, … code points, as a provider's deltas arrive
 * (never inside a surrogate pair: providers stream decoded text).
 */
export function chunkText(text: string): string[] {
  const points = [...text];
  const chunks: string[] = [];
  for (let at = 0, turn = 0; at < points.length; turn++) {
    const size = CHUNK_SIZES[turn % CHUNK_SIZES.length] as number;
    chunks.push(points.slice(at, at + size).join(''));
    at += size;
  }
  return chunks;
}
