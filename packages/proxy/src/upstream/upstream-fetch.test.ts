import { describe, expect, it } from 'vitest';
import { createUpstreamFetch, type FetchFunction, UpstreamTimeoutError } from './upstream-fetch';

/** A fetch that answers after `delayMs` with a body whose pieces come every `gapMs`. */
function slowFetch(delayMs: number, pieces: string[], gapMs: number): FetchFunction {
  return (_input, init) =>
    new Promise((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason));
      setTimeout(() => {
        let i = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((wake) => setTimeout(wake, gapMs));
            if (signal?.aborted) return controller.error(signal.reason);
            const piece = pieces[i++];
            if (piece === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(piece));
          },
        });
        resolve(new Response(body, { status: 200 }));
      }, delayMs);
    });
}

describe('createUpstreamFetch', () => {
  it('should pass a steady answer through, however long it takes in total', async () => {
    const fetch = createUpstreamFetch(slowFetch(5, ['a', 'b', 'c', 'd', 'e', 'f'], 20), 60);
    expect(await (await fetch('http://x')).text()).toBe('abcdef');
  });

  it('should abort with an answer timeout when the answer does not start in time', async () => {
    const fetch = createUpstreamFetch(slowFetch(500, ['a'], 1), 30);
    const error = await fetch('http://x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect(error).toMatchObject({ phase: 'answer', timeoutMs: 30 });
  });

  it('should fail the body with a stream timeout when it goes silent', async () => {
    const fetch = createUpstreamFetch(slowFetch(1, ['a', 'b'], 300), 40);
    const response = await fetch('http://x');
    const error = await response.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect(error).toMatchObject({ phase: 'stream' });
  });

  it("should abort on the caller's signal with the caller's reason", async () => {
    const fetch = createUpstreamFetch(slowFetch(500, ['a'], 1), 10_000);
    const controller = new AbortController();
    const pending = fetch('http://x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error('client left'));
    expect(await pending).toMatchObject({ message: 'client left' });
  });
});
