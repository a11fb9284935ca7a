import { describe, expect, it } from 'vitest';
import { presetDefinitions } from '../presets/preset-definitions';
import { candidateToolNames, inferTools } from './infer-tools';

describe('candidateToolNames', () => {
  it.each([
    ['<get_weather><city>Seoul</city></get_weather>', ['get_weather', 'city']],
    ['<get_time/> and <ping >', ['get_time', 'ping']],
    ['[get_weather(city="x"), time.now()]', ['get_weather', 'time.now']],
    ['<think>hm</think><b>bold</b><tool_call>x</tool_call>', []],
    ['<minimax:tool_call> a<b (x) 1<2 <-', []],
    ['print (x) and foo(1)(2)', ['foo']],
    // Names given the way JSON calls and attributes give them.
    [`[{"name": "send_email"}, {'name': 'ping'}]`, ['send_email', 'ping']],
    ['<function name="lookup"><param name="q">x</param>', ['param', 'lookup', 'q']],
    ['', []],
  ])('should read %j as %j', (text, expected) => {
    expect(candidateToolNames(text)).toEqual(expected);
  });

  it('should stop at 512 names', () => {
    const text = Array.from({ length: 600 }, (_, i) => `<t${i}/>`).join('');
    expect(candidateToolNames(text)).toHaveLength(512);
  });
});

describe('inferTools', () => {
  it.each([
    {
      preset: 'hermes' as const,
      text: 'Ok <tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>',
      expected: ['get_weather'],
    },
    {
      preset: 'xml' as const,
      text: '<think>plan</think><get_weather><city>Seoul</city></get_weather><get_time/>',
      expected: ['get_weather', 'get_time'],
    },
    {
      preset: 'pythonic' as const,
      text: 'Sure: [get_weather(city="Seoul"), get_time()] — note that print(x) is prose.',
      expected: ['get_weather', 'get_time'],
    },
    {
      preset: 'kimi-k2' as const,
      text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.web.search:0<|tool_call_argument_begin|>{"q": "x"}<|tool_call_end|><|tool_calls_section_end|>',
      expected: ['web.search'],
    },
    {
      // A broken call still names its tool, so the report shows the error instead of nothing.
      preset: 'hermes' as const,
      text: '<tool_call>{"name": "save_file", "arguments": {"path": "a.txt", "content": "unfinished',
      expected: ['save_file'],
    },
    {
      // xLAM reads a list naming no declared tool as prose: the names come from the text.
      preset: 'xlam' as const,
      text: '[{"name": "get_weather", "arguments": {"city": "Seoul"}}]',
      expected: ['get_weather'],
    },
    {
      preset: 'minicpm5' as const,
      text: '<function name="get_weather"><param name="city">Seoul</param></function>',
      expected: ['get_weather'],
    },
    { preset: 'hermes' as const, text: 'No calls here.', expected: [] },
  ])('should infer $expected for $preset', ({ preset, text, expected }) => {
    const tools = inferTools(presetDefinitions[preset].protocol, text);
    expect(tools).toEqual(
      expected.map((name) => ({ type: 'function', name, inputSchema: { type: 'object' } })),
    );
  });
});
