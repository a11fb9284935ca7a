/**
 * CPU time in ms spent by this process while `run` ran. CPU time, not wall time, so a loaded
 * machine does not skew comparisons; linear-cost tests only ever compare such costs with each
 * other (a baseline pass over the same input), never with an absolute time.
 */
export async function cpuCost(run: () => unknown): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(start);
  // The clock counts microseconds; a cost below that would make any ratio meaningless.
  return Math.max(user + system, 50) / 1000;
}

/** The least CPU cost of three runs, for cheap baselines whose single runs are noisy. */
export async function bestCpuCost(run: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) best = Math.min(best, await cpuCost(run));
  return best;
}

/**
 * A baseline pass: reads every character once, in the given chunks, the least any parser must do.
 * Returns a checksum so the loop cannot be optimized away.
 */
export function touchEveryCharacter(chunks: readonly string[]): number {
  let hash = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) hash = (hash * 31 + chunk.charCodeAt(i)) | 0;
  }
  return hash;
}
