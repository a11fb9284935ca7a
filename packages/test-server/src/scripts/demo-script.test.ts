import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest } from '../chat-types';
import { PRESETS } from '../format-call';
import { DEMO_FINAL_ANSWER, DEMO_REPORT } from './demo-fixtures';
import { botchedTokyoCall, demoScript } from './demo-script';

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
      const play = demoScript(preset, { retry: true });
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
});
