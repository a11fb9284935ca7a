import type { RunningApp } from '../src/hosts/runtime-host';

/** Waits until `done()` holds, checking every 20 ms, for at most 10 s. */
export async function until(done: () => boolean, what: string, app: RunningApp): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) {
      throw new Error(
        `Waited 10 s for this in vain: ${what}\nThe runtime printed:\n${app.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
