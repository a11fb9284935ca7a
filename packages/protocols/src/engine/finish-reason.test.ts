import { describe, expect, it } from 'vitest';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { providerParts, readableFrom } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { FinishReason, StreamPart } from '../types';
import { fixFinishReason } from './finish-reason';

const reason = (unified: string): FinishReason =>
  ({ unified, raw: `raw-${unified}` }) as FinishReason;

describe('fixFinishReason', () => {
  it.each([
    // [upstream, a call in the answer, what the caller sees]
    ['stop', true, 'tool-calls'],
    ['tool-calls', true, 'tool-calls'],
    ['other', true, 'tool-calls'],
    ['tool-calls', false, 'stop'],
    ['stop', false, 'stop'],
    ['other', false, 'other'],
    ['length', true, 'length'],
    ['length', false, 'length'],
    ['content-filter', true, 'content-filter'],
    ['error', false, 'error'],
  ] as const)('should turn %s (a call: %s) into %s, keeping the raw reason', (up, call, out) => {
    expect(fixFinishReason(reason(up), call)).toEqual({ unified: out, raw: `raw-${up}` });
  });
});

async function finishOf(parts: StreamPart[]): Promise<unknown> {
  const stream = readableFrom(parts).pipeThrough(
    jsonMixProtocol().createStreamParser({ tools: testTools, options: {} }),
  );
  let finish: unknown;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (next.value.type === 'finish') finish = next.value.finishReason;
  }
  return finish;
}

describe('the finish reason of a stream', () => {
  it("should be stop for a text-only answer the upstream called 'tool-calls'", async () => {
    const finish = await finishOf(providerParts(['No call here.'], { finishReason: 'tool-calls' }));
    expect(finish).toEqual({ unified: 'stop', raw: 'tool-calls' });
  });

  it("should stay 'tool-calls' when a call the provider parsed itself passes through", async () => {
    const native: StreamPart = {
      type: 'tool-call',
      toolCallId: 'n1',
      toolName: 'get_time',
      input: '{}',
    };
    const parts = providerParts(['Checking.'], { finishReason: 'tool-calls', extra: [native] });
    expect(await finishOf(parts)).toEqual({ unified: 'tool-calls', raw: 'tool-calls' });
  });
});
