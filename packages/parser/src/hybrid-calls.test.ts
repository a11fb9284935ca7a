import { malformedCallMetadata, type StreamPart } from '@tool/protocols';
import { convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { AnyPart } from './core-types';
import { dropRepeatedCalls, hybridStream } from './hybrid-calls';

const call = (id: string, input: string, extra: Partial<AnyPart> = {}): AnyPart => ({
  type: 'tool-call',
  toolCallId: id,
  toolName: 'get_weather',
  input,
  ...extra,
});

describe('dropRepeatedCalls', () => {
  it('should drop a text call that repeats a native one, comparing JSON by value', () => {
    const native = call('n', '{"city":"Seoul","days":2}');
    const parsed = call('t', '{"days":2,"city":"Seoul"}');
    const { content, calls } = dropRepeatedCalls(
      [native, { type: 'text', text: 'x' }, parsed],
      [parsed],
    );
    expect(content).toEqual([native, { type: 'text', text: 'x' }]);
    expect(calls).toEqual([native]);
  });

  it('should keep two identical calls of one kind, and different calls of both', () => {
    const parts = [
      call('a', '{"city":"Seoul"}'),
      call('b', '{"city":"Seoul"}'),
      call('n', '{"city":"Busan"}'),
    ];
    expect(dropRepeatedCalls(parts, parts.slice(0, 2)).calls).toHaveLength(3);
  });

  it('should never count a call sent back to the model', () => {
    const native = call('n', '{}');
    const fedBack = call('t', '{}', {
      providerMetadata: malformedCallMetadata({ code: 'UNKNOWN_TOOL', message: 'm', segment: 's' }),
    });
    expect(dropRepeatedCalls([native, fedBack], [fedBack]).calls).toHaveLength(2);
  });
});

describe('hybridStream', () => {
  const finish: StreamPart = {
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {},
  };
  const inputParts = (id: string, input: string): StreamPart[] => [
    { type: 'tool-input-start', id, toolName: 'get_weather' },
    { type: 'tool-input-delta', id, delta: input },
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: 'get_weather', input },
  ];

  /** A stand-in for the protocol's parser: every part of `fromText` comes out after `after`. */
  function run(native: StreamPart[], fromText: StreamPart[], nativeFirst: boolean) {
    const parser = new TransformStream<StreamPart, StreamPart>({
      transform(part, controller) {
        if (part.type === 'text-delta') for (const p of fromText) controller.enqueue(p);
        else controller.enqueue(part);
      },
    });
    const input: StreamPart[] = nativeFirst
      ? [...native, { type: 'text-delta', id: 'p', delta: 'x' }, finish]
      : [{ type: 'text-delta', id: 'p', delta: 'x' }, ...native, finish];
    const pair = hybridStream(parser);
    const source = new ReadableStream<StreamPart>({
      start(controller) {
        for (const part of input) controller.enqueue(part);
        controller.close();
      },
    });
    return convertReadableStreamToArray(source.pipeThrough(pair));
  }

  it.each([true, false])(
    'should drop the second of a call that came both ways, input parts included (native first: %s)',
    async (nativeFirst) => {
      const parts = await run(
        inputParts('n', '{"city":"Seoul"}'),
        inputParts('t', '{ "city": "Seoul" }'),
        nativeFirst,
      );
      const kept = nativeFirst ? 'n' : 't';
      expect(
        parts.filter((p) => p.type.startsWith('tool-')).map((p: AnyPart) => p.id ?? p.toolCallId),
      ).toEqual([kept, kept, kept, kept]);
      expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls', raw: 'stop' } });
    },
  );

  it('should pass on a different call held while a repeat was possible', async () => {
    const parts = await run(
      inputParts('n', '{"city":"Seoul"}'),
      inputParts('t', '{"city":"Busan"}'),
      true,
    );
    expect(parts.filter((p) => p.type === 'tool-call')).toHaveLength(2);
    expect(parts.filter((p) => p.type.startsWith('tool-input'))).toHaveLength(6);
  });
});
