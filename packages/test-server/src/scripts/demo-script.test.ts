import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest } from '../chat-types';
import { PRESETS } from '../format-call';
import { NATIVE_FORMATS } from '../personas/native-formats';
import { DEMO_FINAL_ANSWER, DEMO_REPORT } from './demo-fixtures';
import { botchedTokyoCall, DEMO_STEPS, demoScript } from './demo-script';

function afterTurns(turns: number): ChatCompletionRequest {
  const messages = [{ role: 'user', content: 'go' }];
  for (let i = 0; i < turns; i++) {
    messages.push({ role: 'assistant', content: 'call' }, { role: 'user', content: 'result' });
  }
  return { model: 'm', messages };
}

const answer = (preset: (typeof PRESETS)[number], turns: number): string => {
  const result = demoScript(preset)(afterTurns(turns), { index: turns });
  return typeof result === 'string' ? result : result.text;
};

describe('demoScript', () => {
  it.each([
    {
      preset: 'hermes' as const,
      marker: '<tool_call>\n{"name": "get_weather"',
      pretty: '{\n  "name"',
    },
    {
      preset: 'gemma' as const,
      marker: "```tool_call\n{'name': 'get_weather'",
      pretty: "{\n  'name'",
    },
    { preset: 'xml' as const, marker: '<get_weather>\n  <city>Seoul</city>', pretty: '<unit>' },
  ])(
    'should open with prose and two get_weather calls for $preset',
    ({ preset, marker, pretty }) => {
      const first = answer(preset, 0);
      expect(first.startsWith("I'll look up the weather")).toBe(true);
      expect(first).toContain(marker);
      expect(first).toContain(pretty);
      expect(first.split(preset === 'xml' ? '</get_weather>' : 'get_weather').length).toBe(3);
    },
  );

  it.each(PRESETS)('should call calculate, then write_file, then answer for %s', (preset) => {
    expect(answer(preset, 1)).toContain('calculate');
    expect(answer(preset, 2)).toContain('write_file');
    expect(answer(preset, 3)).toBe(DEMO_FINAL_ANSWER);
    expect(answer(preset, 9)).toBe(DEMO_FINAL_ANSWER);
  });

  it('should write the report raw in XML and escaped in JSON', () => {
    expect(answer('xml', 2)).toContain(`<content>${DEMO_REPORT}</content>`);
    expect(answer('hermes', 2)).toContain(JSON.stringify(DEMO_REPORT));
    expect(DEMO_REPORT.length).toBeGreaterThan(1000);
    for (const hazard of ['<', '&&', '"', "'", '\\', '```']) expect(DEMO_REPORT).toContain(hazard);
  });

  it.each(PRESETS)(
    'should botch the Tokyo call first and write it again with retry (%s)',
    (preset) => {
      const play = demoScript(preset, { botchedTokyo: botchedTokyoCall(preset) });
      const text = (turns: number) => {
        const result = play(afterTurns(turns), { index: turns });
        return typeof result === 'string' ? result : result.text;
      };
      expect(text(0)).toContain(botchedTokyoCall(preset));
      expect(text(1)).toContain('again');
      expect(text(1)).toContain('Tokyo');
      expect(text(2)).toBe(answer(preset, 1));
      expect(text(5)).toBe(DEMO_FINAL_ANSWER);
    },
  );

  it('should botch the Tokyo call with a unit the schema refuses when written by any writer', () => {
    const writer = NATIVE_FORMATS['qwen3-coder'];
    const botched = botchedTokyoCall(writer);
    expect(botched).toContain('kelvin');
    const play = demoScript(writer, { botchedTokyo: botched });
    const at = (turns: number) => play(afterTurns(turns), { index: turns });
    expect(at(0)).toContain(botched);
    expect(at(1)).toBe(
      `Sorry, that Tokyo call was malformed. Here it is again:\n${writer.calls([DEMO_STEPS[0]?.calls[1] ?? { name: '', arguments: {} }])}`,
    );
  });

  it('should write the calls with any writer, the final answer through its text', () => {
    const script = demoScript(NATIVE_FORMATS.harmony);
    const at = (turns: number) => script(afterTurns(turns), { index: turns });
    expect(at(0)).toBe(
      `${DEMO_STEPS[0]?.prose}${NATIVE_FORMATS.harmony.calls(DEMO_STEPS[0]?.calls ?? [])}`,
    );
    expect(at(1)).toContain('to=functions.calculate');
    expect(at(3)).toBe(NATIVE_FORMATS.harmony.text(DEMO_FINAL_ANSWER));
  });
});
