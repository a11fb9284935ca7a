import { describe, expect, it } from 'vitest';
import { runStream, summarizeContent, summarizeParts } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import { minimaxGrammar } from './minimax-grammar';
import { minimaxProtocol } from './minimax-protocol';
import { dotsSystemPrompt } from './minimax-system-prompt';

const dots = minimaxProtocol('dots');

// dots3-note writes MiniMax-M2's invokes in `<dots_function_call>` (vLLM's and SGLang's `dots`
// parsers); each block may hold several invokes, and several blocks may follow each other.
describe("minimaxProtocol('dots')", () => {
  it('should read several invokes and blocks, the text around them kept', () => {
    const text =
      'Checking both.\n<dots_function_call>\n<invoke name="get_weather">\n<parameter name="city">Xiamen</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n<invoke name="get_time">\n</invoke>\n</dots_function_call>\n<dots_function_call><invoke name="get_time"></invoke></dots_function_call> Done.';
    const result = summarizeContent(dots.parseGeneratedText({ text, tools }));
    expect(result.calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Xiamen","days":2}' },
      { toolName: 'get_time', input: '{}' },
      { toolName: 'get_time', input: '{}' },
    ]);
    expect(result.text).toBe('Checking both.\n\n Done.');
  });

  it('should read a block streamed in pieces of two characters', async () => {
    const text =
      '<dots_function_call><invoke name="get_weather"><parameter name="city">Sanya</parameter></invoke></dots_function_call>';
    const summary = summarizeParts(await runStream(dots, tools, text.match(/[\s\S]{1,2}/g) ?? []));
    expect(summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Sanya"}' }]);
    expect(summary.text).toBe('');
  });

  it("should leave MiniMax's own block to the minimax preset, and its to dots", () => {
    const minimaxText = '<minimax:tool_call><invoke name="get_time"></invoke></minimax:tool_call>';
    expect(summarizeContent(dots.parseGeneratedText({ text: minimaxText, tools })).calls).toEqual(
      [],
    );
    const dotsText = '<dots_function_call><invoke name="get_time"></invoke></dots_function_call>';
    expect(
      summarizeContent(minimaxProtocol().parseGeneratedText({ text: dotsText, tools })).text,
    ).toBe(dotsText);
  });

  it('should write history, prompt and grammar in its own block', () => {
    const written = dots.formatToolCall({ toolName: 'get_weather', input: { city: 'Sanya' } });
    expect(written).toBe(
      '<dots_function_call>\n<invoke name="get_weather">\n<parameter name="city">Sanya</parameter>\n</invoke>\n</dots_function_call>',
    );
    expect(summarizeContent(dots.parseGeneratedText({ text: written, tools })).calls).toHaveLength(
      1,
    );
    expect(dotsSystemPrompt('[]')).toContain('Stop after </dots_function_call>');
    expect(minimaxGrammar(dots)).toMatchObject({
      specialTokens: ['<dots_function_call>', '</dots_function_call>'],
    });
    expect(minimaxGrammar(minimaxProtocol())).toMatchObject({
      specialTokens: ['<minimax:tool_call>', '</minimax:tool_call>'],
    });
  });
});
