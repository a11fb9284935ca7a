import { describe, expect, it } from 'vitest';
import { presetNames } from '../presets/preset-definitions';
import { inspectAuto } from './inspect-auto';

const FENCE = '```';

describe('inspectAuto', () => {
  it.each([
    {
      format: 'Gemma fences',
      text: `Sure.\n${FENCE}tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n${FENCE}`,
      best: 'gemma',
    },
    {
      format: 'XML elements',
      text: 'Let me see. <get_weather><city>Seoul</city></get_weather>',
      best: 'xml',
    },
    {
      format: 'Qwen3-Coder parameters',
      text: '<tool_call>\n<function=get_weather>\n<parameter=city>\nSeoul\n</parameter>\n</function>\n</tool_call>',
      best: 'qwen3-coder',
    },
    {
      format: 'Mistral [TOOL_CALLS]',
      text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}',
      best: 'mistral',
    },
    {
      format: 'Kimi K2 sections',
      text: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>',
      best: 'kimi-k2',
    },
    {
      format: 'GLM arg tags',
      text: '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>',
      best: 'glm',
    },
  ])('should pick the preset that reads $format', async ({ text, best }) => {
    const auto = await inspectAuto({ text });
    expect(auto.ranking[0]).toMatchObject({ preset: best, calls: 1 });
    expect(auto.report.preset).toBe(best);
    expect(auto.report.calls.map((call) => call.toolName)).toEqual(['get_weather']);
    expect(auto.ranking.map((entry) => entry.preset).sort()).toEqual([...presetNames].sort());
  });

  it('should rank presets with calls by count, then by fewer errors, in registry order', async () => {
    // Hermes JSON in <tool_call>: json-mix reads it, and so do the formats that accept it as a
    // fallback (qwen3-coder, llama3-json, glm) and the json-tags presets of Granite 3.1+,
    // Qwen2.5-Coder and ERNIE 4.5, which write it too.
    const text =
      '<tool_call>{"name": "a", "arguments": {}}</tool_call><tool_call>{"name": "b", "arguments": {}}</tool_call>';
    const auto = await inspectAuto({ text });
    const withCalls = auto.ranking.filter((entry) => entry.calls > 0);
    expect(withCalls.map((entry) => [entry.preset, entry.calls, entry.errors])).toEqual([
      ['hermes', 2, 0],
      ['qwen3-coder', 2, 0],
      ['llama3-json', 2, 0],
      ['glm', 2, 0],
      ['granite', 2, 0],
      ['qwen25-coder', 2, 0],
      ['ernie', 2, 0],
    ]);
    expect(auto.report.preset).toBe('hermes');
  });

  it('should show the preset that saw something call-like when none parsed a call', async () => {
    const text = '<tool_call>{"name": "get_weather", "arguments": {"city": "Se';
    const auto = await inspectAuto({
      text,
      tools: [{ name: 'get_time', inputSchema: { type: 'object' } }],
    });
    expect(auto.report.calls).toEqual([]);
    expect(auto.ranking[0]?.errors).toBeGreaterThan(0);
    expect(auto.report.preset).toBe(auto.ranking[0]?.preset);
    expect(auto.report.errors.length).toBe(auto.ranking[0]?.errors);
  });

  it('should report nothing found for plain prose', async () => {
    const auto = await inspectAuto({ text: 'The capital of France is Paris.' });
    expect(auto.ranking.every((entry) => entry.calls === 0 && entry.errors === 0)).toBe(true);
    expect(auto.report.preset).toBe(presetNames[0]);
  });

  it('should replay only the chosen preset as a stream', async () => {
    const text = `${FENCE}tool_call\n{"name": "ping", "arguments": {}}\n${FENCE}`;
    const auto = await inspectAuto({ text, stream: { kind: 'fixed', size: 5 } });
    expect(auto.report.preset).toBe('gemma');
    expect(auto.report.timeline?.consistent).toBe(true);
    expect(auto.report.timeline?.steps).toHaveLength(Math.ceil(text.length / 5) + 1);
  });
});
