import { describe, expect, it } from 'vitest';
import { reassemble, runGenerate, runStreamed } from '../test-utils/run-outputs';
import { chunkBySizes } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import { hy3Protocol } from './hy3-protocol';

const protocol = hy3Protocol();
const tools = testTools;

/** Every way the same output can arrive: whole, and cut into pieces of 1, 2, 3 and 7 characters. */
async function expectEveryChunking(text: string) {
  const whole = runGenerate(protocol, tools, text);
  for (const size of [1, 2, 3, 7]) {
    const chunks = chunkBySizes(text, [size]);
    const streamed = await runStreamed(protocol, tools, chunks);
    expect(streamed.violations).toEqual([]);
    expect(streamed.summary).toEqual(whole.summary);
    expect(streamed.errors).toEqual(whole.errors);
    expect(reassemble(protocol, tools, chunks)).toBe(text);
  }
  return whole;
}

describe('hy3Protocol: NAME<tool_sep>{json}', () => {
  it('should botch JSON arguments holding a number JSON cannot represent, and read the next call', async () => {
    const run = await expectEveryChunking(
      '<tool_calls><tool_call>get_weather<tool_sep>{"city": "Oslo", "days": 1e999}</tool_call><tool_call>get_time<tool_sep>{}</tool_call></tool_calls>',
    );
    expect(run.summary.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(run.errors.map((e) => e.code)).toEqual(['INVALID_JSON']);
    expect(run.summary.text).toContain('"days": 1e999');
  });

  it('should read the arguments written as one JSON object, typed by the schema', async () => {
    const run = await expectEveryChunking(
      'Let me look.<tool_calls>\n<tool_call>get_weather<tool_sep>\n{"city": "Oslo", "days": "4"}\n</tool_call>\n</tool_calls>',
    );
    expect(run.summary.calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Oslo","days":4}' },
    ]);
    expect(run.summary.text).toBe('Let me look.');
    expect(run.errors).toEqual([]);
  });

  it('should read JSON and key/value calls side by side in one section, and a bare call', async () => {
    const run = await expectEveryChunking(
      '<tool_calls><tool_call>get_time<tool_sep>{}</tool_call><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Lima</arg_value></tool_call><tool_call>write_file<tool_sep>{"path": "a.ts", "content": "x </arg_value> {y}"}</tool_call></tool_calls> then <tool_call>get_weather<tool_sep>{"city": "Rome"}</tool_call> end',
    );
    expect(run.summary.calls).toEqual([
      { toolName: 'get_time', input: '{}' },
      { toolName: 'get_weather', input: '{"city":"Lima"}' },
      { toolName: 'write_file', input: '{"path":"a.ts","content":"x </arg_value> {y}"}' },
      { toolName: 'get_weather', input: '{"city":"Rome"}' },
    ]);
    expect(run.summary.text).toBe(' then  end');
  });

  it('should end the call at </tool_calls> when </tool_call> was left out', async () => {
    const run = await expectEveryChunking(
      '<tool_calls><tool_call>get_weather<tool_sep>{"city": "Kyiv"}</tool_calls> Done.',
    );
    expect(run.summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Kyiv"}' }]);
    expect(run.summary.text).toBe(' Done.');
  });

  it('should take a whole object at the end of the output without its close tags', async () => {
    const run = await expectEveryChunking(
      '<tool_calls>\n<tool_call>get_weather<tool_sep>{"city": "Baku"}\n</tool_c',
    );
    expect(run.summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Baku"}' }]);
  });

  it('should report an object cut off by the end of the output and keep its text', async () => {
    const text = '<tool_calls><tool_call>get_weather<tool_sep>{"city": "Ba';
    const run = await expectEveryChunking(text);
    expect(run.summary.calls).toEqual([]);
    expect(run.summary.text).toBe(text);
    expect(run.errors).toMatchObject([{ code: 'UNTERMINATED_TOOL_CALL', toolName: 'get_weather' }]);
  });

  it('should release a body that is not one object, with what was there', async () => {
    const text =
      '<tool_calls><tool_call>get_weather<tool_sep>{"city": "Oslo"} {"days": 2}</tool_call></tool_calls>';
    const messages: string[] = [];
    const run = await expectEveryChunking(text);
    protocol.parseGeneratedText({ text, tools, options: { onError: (m) => messages.push(m) } });
    expect(run.summary.calls).toEqual([]);
    expect(run.summary.text).toBe(text);
    expect(run.errors).toMatchObject([{ code: 'INVALID_JSON', toolName: 'get_weather' }]);
    expect(messages[0]).toContain('not one JSON object');
  });

  it('should report an undeclared tool written with JSON arguments', async () => {
    const run = await expectEveryChunking('a <tool_call>nope<tool_sep>{"q": 1}</tool_call> b');
    expect(run.summary.calls).toEqual([]);
    expect(run.errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });
});
