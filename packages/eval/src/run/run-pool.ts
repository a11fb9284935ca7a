/**
 * Runs `work` over `items` with at most `concurrency` at a time, in order of `items`. Stops
 * taking new items once `signal` aborts or a `work` call throws; the first error is rethrown
 * after the running calls settle.
 */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (failure === undefined && !signal.aborted && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker),
  );
  if (failure !== undefined) throw failure.error;
}
