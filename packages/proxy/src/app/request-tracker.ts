/**
 * Counts the requests in flight, a streamed one until its body has ended, so a graceful shutdown
 * knows when the last one is done.
 */
export class RequestTracker {
  private count = 0;
  private waiters: Array<() => void> = [];

  /** Requests being served now. */
  get inFlight(): number {
    return this.count;
  }

  begin(): void {
    this.count += 1;
  }

  end(): void {
    this.count -= 1;
    if (this.count > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves when no request is in flight (at once if none is). */
  whenIdle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
