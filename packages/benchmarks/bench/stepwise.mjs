// Drives a middleware one part at a time and lets each part run through the whole pipeline before
// the next is sent, so what the app has received can be compared with what the model has written
// at every step (hold-back), and each event can be placed at the character that caused it.
import { performance } from 'node:perf_hooks';
import { DeadlineError } from './streams.mjs';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Streams `text` through `subject` in `chunkSize` pieces, one per turn of the event loop.
 * Returns `maxHeld`, the most characters written by the model but not yet received as text at the
 * end of any step (meaningful for text without calls), and for every `tool-call` how many
 * characters past `callEnds[i]` (the end of that call in `text`) had been sent when it arrived,
 * and the time since the part that completed the call was sent. Past `capMs` of wall-clock time
 * the stream is stopped and `{ timedOut: true }` returned.
 */
export async function stepwise(
  subject,
  text,
  chunkSize,
  { callEnds = [], capMs = Number.POSITIVE_INFINITY } = {},
) {
  const deadline = performance.now() + capMs;
  let controller;
  const source = new ReadableStream(
    {
      start(c) {
        controller = c;
      },
    },
    { highWaterMark: Number.POSITIVE_INFINITY },
  );
  const out = await subject(source);
  let received = 0;
  let emitted = 0;
  let maxHeld = 0;
  const calls = [];
  const endTimes = [];
  const reader = out.getReader();
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.type === 'text-delta') emitted += value.delta.length;
      else if (value.type === 'tool-call') {
        const i = calls.length;
        calls.push({
          charsAfterEnd: received - (callEnds[i] ?? received),
          microsAfterEnd: endTimes[i] === undefined ? 0 : (performance.now() - endTimes[i]) * 1000,
        });
      }
    }
  })();
  controller.enqueue({ type: 'stream-start', warnings: [] });
  controller.enqueue({ type: 'text-start', id: 'txt-0' });
  let nextEnd = 0;
  for (let i = 0; i < text.length; i += chunkSize) {
    if (performance.now() > deadline) {
      controller.error(new DeadlineError());
      return reading.then(
        () => ({ timedOut: true }),
        () => ({ timedOut: true }),
      );
    }
    const delta = text.slice(i, i + chunkSize);
    received = i + delta.length;
    while (nextEnd < callEnds.length && callEnds[nextEnd] <= received) {
      endTimes[nextEnd++] = performance.now();
    }
    controller.enqueue({ type: 'text-delta', id: 'txt-0', delta });
    await nextTurn();
    maxHeld = Math.max(maxHeld, received - emitted);
  }
  controller.enqueue({ type: 'text-end', id: 'txt-0' });
  controller.enqueue({
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } },
  });
  controller.close();
  await reading;
  return { maxHeld, calls };
}
