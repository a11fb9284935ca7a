import { describe, expect, it } from 'vitest';
import { presetDefinitions } from '../presets/preset-definitions';
import type { TimelineEvent } from './inspect-report';
import { streamTimeline } from './stream-timeline';

const protocol = presetDefinitions.hermes.protocol;
const tools = [
  {
    name: 'get_weather',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  },
];

function ids(): () => string {
  let next = 1;
  return () => `call_${next++}`;
}

describe('streamTimeline', () => {
  it('should list what each chunk made the stream parser emit', async () => {
    const text = 'Hi <tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>';
    const steps = await streamTimeline({
      protocol,
      text,
      tools,
      chunking: { kind: 'fixed', size: 16 },
      generateId: ids(),
    });
    expect(steps.map(({ index, start, end, final }) => [index, start, end, final])).toEqual([
      [0, 0, 16, false],
      [1, 16, 32, false],
      [2, 32, 48, false],
      [3, 48, 64, false],
      [4, 64, 77, false],
      [5, 77, 77, true],
    ]);
    expect(steps.map((step) => step.events)).toEqual<TimelineEvent[][]>([
      [{ type: 'text', text: 'Hi ' }],
      [],
      [{ type: 'tool-input-start', id: 'call_1', toolName: 'get_weather' }],
      [{ type: 'tool-input-delta', id: 'call_1', delta: '{"city":"Seoul"}' }],
      [
        { type: 'tool-input-end', id: 'call_1' },
        { type: 'tool-call', id: 'call_1', toolName: 'get_weather', input: '{"city":"Seoul"}' },
      ],
      [],
    ]);
  });

  it('should list an error before the text it releases, in the step where it settled', async () => {
    const text = 'A <tool_call>{"name":"nope","arguments":{}}</tool_call> B';
    const steps = await streamTimeline({
      protocol,
      text,
      tools,
      chunking: { kind: 'fixed', size: 1000 },
    });
    expect(steps).toHaveLength(2);
    const [first, last] = steps;
    expect(first?.events.map((event) => event.type)).toEqual(['error', 'text']);
    expect(first?.events[0]).toMatchObject({ code: 'UNKNOWN_TOOL', toolName: 'nope' });
    expect(first?.events[1]).toEqual({ type: 'text', text });
    expect(last?.events).toEqual([]);
  });

  it('should settle held-back text and unfinished calls in the final step', async () => {
    const text = 'Wait <tool_ca';
    const steps = await streamTimeline({
      protocol,
      text,
      tools,
      chunking: { kind: 'fixed', size: 100 },
    });
    expect(steps.map((step) => step.events)).toEqual([
      [{ type: 'text', text: 'Wait ' }],
      [{ type: 'text', text: '<tool_ca' }],
    ]);
  });

  it('should give deltas that add up to the input of every call, one character at a time', async () => {
    const text =
      '<tool_call>{"name":"get_weather","arguments":{"city":"Daegu"}}</tool_call><tool_call>{"name":"get_weather","arguments":{"city":"Ulsan"}}</tool_call>';
    const steps = await streamTimeline({
      protocol,
      text,
      tools,
      chunking: { kind: 'fixed', size: 1 },
      generateId: ids(),
    });
    expect(steps).toHaveLength(text.length + 1);
    const events = steps.flatMap((step) => step.events);
    for (const id of ['call_1', 'call_2']) {
      const deltas = events
        .filter((event) => event.type === 'tool-input-delta' && event.id === id)
        .map((event) => (event.type === 'tool-input-delta' ? event.delta : ''));
      const call = events.find((event) => event.type === 'tool-call' && event.id === id);
      expect(deltas.length).toBeGreaterThan(1);
      expect(call?.type === 'tool-call' && call.input).toBe(deltas.join(''));
    }
  });
});
