import { describe, expect, it } from 'vitest';
import { runStream, summarizeContent, summarizeParts } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import { pythonicTagsProtocol } from './pythonic-tags-protocol';

const lfm2 = pythonicTagsProtocol('lfm2');
const olmo3 = pythonicTagsProtocol('olmo3');
const tools = testTools;

/** What LFM2.5-8B-A1B's chat template writes: string arguments between quotes, nothing escaped. */
const TEMPLATE_TEXT =
  "<|tool_call_start|>[write_file(path='notes/it's \"done\".md', content='He said \"hi\" & left <b>early</b>\nsecond line: ünïcødé 😀'), get_weather(city='it's a \"test\"', days=3)]<|tool_call_end|>";
const EXPECTED = [
  {
    toolName: 'write_file',
    input: {
      path: 'notes/it\'s "done".md',
      content: 'He said "hi" & left <b>early</b>\nsecond line: ünïcødé 😀',
    },
  },
  { toolName: 'get_weather', input: { city: 'it\'s a "test"', days: 3 } },
];

const calls = (text: string, protocol = lfm2) =>
  summarizeContent(protocol.parseGeneratedText({ text, tools })).calls.map((call) => ({
    toolName: call.toolName,
    input: JSON.parse(call.input),
  }));

describe('lfm2: strings as LFM2.5’s template writes them', () => {
  it('should read quotes and line breaks left unescaped inside single quotes', () => {
    expect(calls(TEMPLATE_TEXT)).toEqual(EXPECTED);
  });

  it('should read the same streamed one character at a time', async () => {
    const summary = summarizeParts(await runStream(lfm2, tools, [...TEMPLATE_TEXT]));
    expect(
      summary.calls.map((call) => ({ toolName: call.toolName, input: JSON.parse(call.input) })),
    ).toEqual(EXPECTED);
    expect(summary.text).toBe('');
  });

  it('should still read correctly escaped Python literals as Python does', () => {
    expect(
      calls(
        "<|tool_call_start|>[get_weather(city='it\\'s \\\\ \"x\"\\n', days=2)]<|tool_call_end|>",
      ),
    ).toEqual([{ toolName: 'get_weather', input: { city: 'it\'s \\ "x"\n', days: 2 } }]);
  });

  it('should end a string only where the call goes on: `, NAME=`, or `)` then `]` or `,`', () => {
    expect(
      calls(
        "<|tool_call_start|>[write_file(path='a', b', content='f('x') y', z')]<|tool_call_end|>",
      ),
    ).toEqual([{ toolName: 'write_file', input: { path: "a', b", content: "f('x') y', z" } }]);
  });

  it('should keep a call whose list is cut off right after its last string and `)`', () => {
    expect(calls("<|tool_call_start|>[get_weather(city='it's')")).toEqual([
      { toolName: 'get_weather', input: { city: "it's" } },
    ]);
    expect(calls("<|tool_call_start|>[get_weather(city='Paris' ) ")).toEqual([
      { toolName: 'get_weather', input: { city: 'Paris' } },
    ]);
    // Cut off after the quote alone, the call is not complete (as with any literal).
    expect(calls("<|tool_call_start|>[get_weather(city='Paris'")).toEqual([]);
  });

  it('should not change how Olmo 3, whose strings are Python literals, is read', () => {
    const text = "<function_calls>get_weather(city='it's')</function_calls>";
    expect(calls(text, olmo3)).toEqual([]);
  });
});
