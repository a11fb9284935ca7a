import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { StreamPart } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { toV3StreamResult } from './to-v3-stream-result';

const usage = { inputTokens: { total: 1 }, outputTokens: { total: 1 } };

function streamOf(parts: StreamPart[], tail?: Error) {
  let next = 0;
  let cancelled: unknown = 'not cancelled';
  // Parts a V3 model could not send (an `interrupted` finish) stand for what the core might pass.
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    pull(controller) {
      const part = parts[next++];
      if (part !== undefined) controller.enqueue(part as LanguageModelV3StreamPart);
      else if (tail !== undefined) controller.error(tail);
      else controller.close();
    },
    cancel(reason) {
      cancelled = reason;
    },
  });
  return { stream, pulled: () => next, cancelled: () => cancelled };
}

async function readAll(stream: ReadableStream<unknown>) {
  const out: unknown[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value);
  return out;
}

describe('toV3StreamResult', () => {
  it.each([
    {
      name: "an 'interrupted' finish becomes 'other'",
      finish: { unified: 'interrupted', raw: 'cancelled' },
      expected: { unified: 'other', raw: 'cancelled' },
    },
    {
      name: "a 'tool-calls' finish stays",
      finish: { unified: 'tool-calls', raw: 'stop' },
      expected: { unified: 'tool-calls', raw: 'stop' },
    },
  ])('should pass every part through in order; $name', async ({ finish, expected }) => {
    const parts: StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'ping' },
      { type: 'custom', kind: 'acme.note' },
      { type: 'text-delta', id: 't', delta: 'Hi' },
      { type: 'finish', finishReason: finish, usage },
    ];
    const result = toV3StreamResult({ stream: streamOf(parts).stream });
    const out = await readAll(result.stream);
    expect(out.slice(0, 4)).toEqual(parts.slice(0, 4));
    expect(out.slice(0, 4).every((part, i) => part === parts[i])).toBe(true);
    expect(out[4]).toEqual({ type: 'finish', finishReason: expected, usage });
  });

  it('should keep other fields of the result', () => {
    const result = toV3StreamResult({
      stream: streamOf([]).stream,
      request: { body: 'b' },
    } as never) as unknown as { request: unknown };
    expect(result.request).toEqual({ body: 'b' });
  });

  it('should read from the core only as its own reader reads', async () => {
    const source = streamOf([
      { type: 'text-delta', id: 't', delta: 'a' },
      { type: 'text-delta', id: 't', delta: 'b' },
      { type: 'text-delta', id: 't', delta: 'c' },
    ]);
    const reader = toV3StreamResult({ stream: source.stream }).stream.getReader();
    await reader.read();
    expect(source.pulled()).toBeLessThanOrEqual(2);
  });

  it('should pass a cancel on to the core and an error on to the reader', async () => {
    const cancelled = streamOf([{ type: 'text-delta', id: 't', delta: 'a' }]);
    await toV3StreamResult({ stream: cancelled.stream }).stream.cancel('stop');
    expect(cancelled.cancelled()).toBe('stop');
    const failing = streamOf([{ type: 'text-delta', id: 't', delta: 'a' }], new Error('boom'));
    await expect(readAll(toV3StreamResult({ stream: failing.stream }).stream)).rejects.toThrow(
      'boom',
    );
  });
});
