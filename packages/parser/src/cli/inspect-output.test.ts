import { describe, expect, it } from 'vitest';
import { inspectOutput } from './inspect-output';
import type { InspectReport } from './inspect-report';

const weather = {
  type: 'function' as const,
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, days: { type: 'integer' } },
  },
};

const good =
  '<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul", "days": "3"}}</tool_call>';
const unknown = '<tool_call>{"name": "get_forecast", "arguments": {}}</tool_call>';
const output = `Checking.\n${good}\n${unknown}\nDone.`;

describe('inspectOutput', () => {
  it('should report calls, text, spans and errors with positions', async () => {
    const report = await inspectOutput({ text: output, preset: 'hermes', tools: [weather] });
    const goodStart = output.indexOf(good);
    const unknownStart = output.indexOf(unknown);
    expect(report).toEqual<InspectReport>({
      preset: 'hermes',
      protocol: 'json-mix',
      tools: { source: 'file', names: ['get_weather'] },
      calls: [
        {
          toolCallId: 'call_1',
          toolName: 'get_weather',
          input: { city: 'Seoul', days: 3 },
          inputText: '{"city":"Seoul","days":3}',
        },
      ],
      text: `Checking.\n\n${unknown}\nDone.`,
      reasoning: '',
      spans: [
        { kind: 'call', start: goodStart, end: goodStart + good.length },
        { kind: 'failed', start: unknownStart, end: unknownStart + unknown.length },
      ],
      errors: [
        {
          code: 'UNKNOWN_TOOL',
          message:
            'The model called "get_forecast", which is not one of the declared tools (get_weather); the call is not executed.',
          toolName: 'get_forecast',
          segment: unknown,
          position: {
            start: unknownStart,
            end: unknownStart + unknown.length,
            line: 3,
            column: 1,
          },
        },
      ],
    });
  });

  it('should infer the tools when none are given and say so', async () => {
    const report = await inspectOutput({ text: output, preset: 'hermes' });
    expect(report.tools).toEqual({ source: 'inferred', names: ['get_weather', 'get_forecast'] });
    expect(report.calls.map((call) => [call.toolName, call.input])).toEqual([
      // Without a schema "3" stays a string: the inspector shows what the model wrote.
      ['get_weather', { city: 'Seoul', days: '3' }],
      ['get_forecast', {}],
    ]);
    expect(report.errors).toEqual([]);
    expect(report.spans.map((span) => span.kind)).toEqual(['call', 'call']);
  });

  it('should place an error on its line and column', async () => {
    const text = 'line one\nline two <tool_call>{"name": "x", "arguments": {"a": tru</tool_call>';
    const report = await inspectOutput({ text, preset: 'hermes' });
    expect(report.calls).toEqual([]);
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]?.position).toEqual({
      start: 18,
      end: text.length,
      line: 2,
      column: 10,
    });
  });

  it('should split reasoning from text for a format with channels', async () => {
    const text =
      '<|channel|>analysis<|message|>Need the weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Berlin"}<|call|>';
    const report = await inspectOutput({ text, preset: 'harmony' });
    expect(report.reasoning).toBe('Need the weather.');
    expect(report.calls.map((call) => call.inputText)).toEqual(['{"city":"Berlin"}']);
    expect(report.text).toBe('');
  });

  describe('thinking blocks', () => {
    const draft = '<tool_call>{"name": "get_weather", "arguments": {"city": "Porto"}}</tool_call>';
    const real = '<tool_call>{"name": "get_weather", "arguments": {"city": "Lisbon"}}</tool_call>';
    const thought = `Maybe ${draft}? No, Lisbon.`;

    it('should mark a block as reasoning and keep the call rehearsed inside it from running', async () => {
      const block = `<think>\n${thought}\n</think>\n\n`;
      const text = `${block}${real}`;
      const report = await inspectOutput({
        text,
        preset: 'hermes',
        tools: [weather],
        stream: { kind: 'fixed', size: 3 },
      });
      expect(report.reasoning).toBe(thought);
      expect(report.calls.map((call) => call.input)).toEqual([{ city: 'Lisbon' }]);
      expect(report.spans).toEqual([
        { kind: 'reasoning', start: 0, end: block.length },
        { kind: 'call', start: block.length, end: text.length },
      ]);
      expect(report.timeline?.consistent).toBe(true);
      const events = report.timeline?.steps.flatMap((step) => step.events) ?? [];
      expect(
        events
          .filter((event) => event.type === 'reasoning')
          .map((event) => (event as { text: string }).text)
          .join(''),
      ).toBe(thought);
    });

    it.each([
      { reasoning: 'start-inside', text: `${thought}\n</think>\n${real}`, calls: 1, thought },
      {
        reasoning: 'parse-calls',
        text: `<think>${thought}</think>${real}`,
        calls: 2,
        thought: 'Maybe? No, Lisbon.',
      },
      { reasoning: 'off', text: `<think>${thought}</think>${real}`, calls: 2, thought: '' },
    ] as const)(
      'should read blocks as --reasoning $reasoning says',
      async ({ reasoning, text, calls, thought: expected }) => {
        const report = await inspectOutput({
          text,
          preset: 'hermes',
          tools: [weather],
          reasoning,
          stream: { kind: 'fixed', size: 5 },
        });
        expect(report.calls).toHaveLength(calls);
        expect(report.reasoning).toBe(expected);
        expect(report.timeline?.consistent).toBe(true);
      },
    );
  });

  it('should add a timeline that agrees with the whole-text parse', async () => {
    const report = await inspectOutput({
      text: output,
      preset: 'hermes',
      tools: [weather],
      stream: { kind: 'random', seed: 5, maxSize: 7 },
    });
    const timeline = report.timeline;
    expect(timeline?.consistent).toBe(true);
    expect(timeline?.chunking).toBe('random chunks of 1–7 (seed 5)');
    const steps = timeline?.steps ?? [];
    expect(steps.at(-1)).toMatchObject({ final: true, start: output.length, end: output.length });
    expect(
      steps
        .slice(0, -1)
        .map((step) => output.slice(step.start, step.end))
        .join(''),
    ).toBe(output);
    const events = steps.flatMap((step) => step.events);
    expect(events.filter((event) => event.type === 'tool-call')).toEqual([
      {
        type: 'tool-call',
        id: 'call_1',
        toolName: 'get_weather',
        input: '{"city":"Seoul","days":3}',
      },
    ]);
    expect(events.filter((event) => event.type === 'error').map((event) => event.type)).toEqual([
      'error',
    ]);
  });
});
