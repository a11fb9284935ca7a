// Stream plumbing shared by the benchmarks: a pull-based provider stream, and the consumer.
import { performance } from 'node:perf_hooks';

/** Thrown into a stream when a capped run runs past its deadline. */
export class DeadlineError extends Error {
  constructor() {
    super('deadline passed');
    this.name = 'DeadlineError';
  }
}

const FINISH = {
  type: 'finish',
  finishReason: { unified: 'stop', raw: 'stop' },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 10, text: 10, reasoning: undefined },
  },
};

/**
 * A provider stream over `text` cut into `chunkSize`-character `text-delta`s, framed like a real
 * provider (`stream-start`, `text-start` … `text-end`, `finish`). It enqueues one part per `pull`:
 * enqueueing everything up front makes the stream machinery itself quadratic. Past `deadline`
 * (a `performance.now()` value) it errors, which stops a run that would take too long.
 */
export function providerStream(text, chunkSize, deadline = Number.POSITIVE_INFINITY) {
  let i = -2;
  let pulls = 0;
  return new ReadableStream(
    {
      pull(controller) {
        if (i === -2) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          i = -1;
        } else if (i === -1) {
          controller.enqueue({ type: 'text-start', id: 'txt-0' });
          i = 0;
        } else if (i < text.length) {
          if ((++pulls & 0xff) === 0 && performance.now() > deadline) {
            controller.error(new DeadlineError());
            return;
          }
          controller.enqueue({
            type: 'text-delta',
            id: 'txt-0',
            delta: text.slice(i, i + chunkSize),
          });
          i += chunkSize;
        } else if (i === text.length || i < text.length + chunkSize) {
          controller.enqueue({ type: 'text-end', id: 'txt-0' });
          i = Number.POSITIVE_INFINITY;
        } else {
          controller.enqueue(FINISH);
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** The floor: an identity `TransformStream` over the same parts. */
export const identity = async (stream) =>
  stream.pipeThrough(
    new TransformStream({
      transform(part, controller) {
        controller.enqueue(part);
      },
    }),
  );

/**
 * Reads a stream to its end with as little work as possible, counting `tool-call` parts (a cheap
 * check that every timed run produced the calls it should).
 */
export async function drain(stream) {
  const reader = stream.getReader();
  let parts = 0;
  let calls = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { parts, calls };
    parts++;
    if (value.type === 'tool-call') calls++;
  }
}

/** Reads a stream and collects its text and calls (for checking results, not for timing). */
export async function collect(stream) {
  const text = [];
  const calls = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.type === 'text-delta') text.push(value.delta);
    else if (value.type === 'tool-call')
      calls.push({ toolName: value.toolName, input: JSON.parse(value.input) });
  }
  return { text: text.join(''), calls };
}
