import { describe, expect, it } from 'vitest';
import { runStream, summarizeContent, summarizeParts } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import { jsonTagsProtocol } from './json-tags-protocol';

const ernie = jsonTagsProtocol('ernie');
const thinking = { reasoning: { startInReasoning: true } };

// ERNIE 4.5 Thinking's prompt ends with `<think>\n`: its output is thinking, `</think>`, then
// either `<response>\n…\n</response>` or Hermes' JSON calls in `<tool_call>`.
describe('jsonTagsProtocol("ernie")', () => {
  it('should drop the <response> wrapper of an answer and keep what it holds', () => {
    const parts = ernie.parseGeneratedText({
      text: 'Plain question.\n</think>\n\n<response>\nParis is in <b>France</b>.\n</response>\n',
      tools,
      options: thinking,
    });
    expect(parts[0]).toEqual({ type: 'reasoning', text: 'Plain question.' });
    const summary = summarizeContent(parts);
    expect(summary.calls).toEqual([]);
    expect(summary.text.trim()).toBe('Paris is in <b>France</b>.');
  });

  it('should read its calls after </think>, streamed in small pieces', async () => {
    const text =
      'Needs the weather.\n</think>\n\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Harbin", "days": 2}}\n</tool_call>\n<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>\n';
    const summary = summarizeParts(
      await runStream(ernie, tools, text.match(/[\s\S]{1,3}/g) ?? [], thinking),
    );
    expect(summary.calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Harbin","days":2}' },
      { toolName: 'get_time', input: '{}' },
    ]);
    expect(summary.text.trim()).toBe('');
  });

  it('should leave <response> as text for the presets of other models', () => {
    const text = '<response>\nDone.\n</response>';
    expect(
      summarizeContent(jsonTagsProtocol('qwen25-coder').parseGeneratedText({ text, tools })).text,
    ).toBe(text);
  });

  it('should write a past call as its template does and read it back', () => {
    const written = ernie.formatToolCall({ toolName: 'get_time', input: {} });
    expect(written).toBe('<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>');
    expect(summarizeContent(ernie.parseGeneratedText({ text: written, tools })).calls).toEqual([
      { toolName: 'get_time', input: '{}' },
    ]);
  });
});
