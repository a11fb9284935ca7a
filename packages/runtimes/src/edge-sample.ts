/**
 * What the edge-runtime project samples. The Node project runs every format's suites; in the
 * Edge runtime's globals what can differ is the environment, not the format, so there a few
 * format folders and one catalog setup per argument encoding stand for all of them. The seed
 * picks which: `EDGE_SAMPLE_SEED=n pnpm vitest run --project edge-runtime` rotates the sample.
 */
declare module 'vitest' {
  interface ProvidedContext {
    /** Set by the edge-runtime project only: the catalog suites then run a sample (see above). */
    edgeSampleSeed?: number;
  }
}

/** The format folders whose own suites the edge-runtime project runs. */
export const SAMPLED_FORMAT_FOLDERS = 3;

/** A format's import in `built-in-formats.ts`: `./<folder>/<name>-format`. */
const FORMAT_IMPORT = /from\s+'\.\/([^/']+)\/[^/']+-format'/g;

/**
 * The folders of the formats of the one list of formats, by name, read from the imports of
 * `packages/protocols/src/built-in-formats.ts` (as scripts/check-structure.mjs reads them): the
 * config cannot load the list itself, which imports the unbuilt packages.
 *
 * @throws Error when the source imports no format, so a moved list fails loudly instead of
 *   sampling nothing.
 */
export function formatFolders(builtInFormatsSource: string): string[] {
  const folders = [...builtInFormatsSource.matchAll(FORMAT_IMPORT)]
    .map((match) => match[1] ?? '')
    .sort();
  if (folders.length === 0) {
    throw new Error(
      "built-in-formats.ts imports no './<folder>/<name>-format': if the list of formats moved, point packages/runtimes/vitest.edge-runtime.config.ts at its new file",
    );
  }
  return folders;
}

/**
 * `count` items spread evenly over `items`, the first at index `seed` (modulo the length): the
 * same seed gives the same sample, the next seed shifts it by one, so successive seeds cover
 * every item.
 */
export function spreadSample<T>(items: readonly T[], count: number, seed: number): T[] {
  const taken = Math.min(count, items.length);
  const step = items.length / taken;
  const sample: T[] = [];
  for (let k = 0; k < taken; k++) {
    const item = items[(seed + Math.floor(k * step)) % items.length];
    if (item !== undefined) sample.push(item);
  }
  return sample;
}

/**
 * The sample's seed from `EDGE_SAMPLE_SEED` (default 0).
 *
 * @throws TypeError when it is set to anything but a non-negative integer.
 */
export function sampleSeed(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new TypeError(`EDGE_SAMPLE_SEED must be a non-negative integer, got "${value}"`);
  }
  return seed;
}
