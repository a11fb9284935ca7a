import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { runStream, summarizeContent, summarizeParts } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import {
  PLAMO3_ARGUMENTS_BEGIN as ARGS,
  PLAMO3_SECTION_BEGIN as BEGIN,
  PLAMO3_CALL_BEGIN as CALL,
  PLAMO3_CALL_END as CALL_END,
  PLAMO3_SECTION_END as END,
} from './plamo3-envelope';
import { plamo3Grammar } from './plamo3-grammar';
import { plamo3Protocol } from './plamo3-protocol';
import { plamo3SystemPrompt } from './plamo3-system-prompt';

const protocol = plamo3Protocol();
const call = (name: string, args: string) => `${CALL}${name}${ARGS}${args}${CALL_END}`;

describeConformance({
  name: 'plamo3',
  protocol,
  tools,
  cases: [
    {
      name: 'two requests in one block, text before',
      text: `Checking. ${BEGIN}${call('get_weather', '{"city": "Sendai", "days": 2}')}${call('get_time', '{}')}${END}`,
      calls: [
        { toolName: 'get_weather', input: { city: 'Sendai', days: 2 } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'the block cut off after a whole request',
      text: `${BEGIN}${call('get_weather', '{"city": "Kobe"}')}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kobe' } }],
    },
    {
      name: 'end tags inside a string argument',
      text: `${BEGIN}${call('write_file', `{"path": "a.md", "content": "x ${CALL_END}${END} y"}`)}${END} after`,
      calls: [
        { toolName: 'write_file', input: { path: 'a.md', content: `x ${CALL_END}${END} y` } },
      ],
    },
    {
      name: 'typed by schema',
      text: `${BEGIN}${call('get_weather', '{"city": "Nara", "days": "3"}')}${END}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Nara', days: 3 } }],
    },
    { name: 'prose only', text: 'a <|plamo: tag and <|plamo:begin_ talk', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `x ${BEGIN}${call('nope', '{}')}${END} y`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: `${BEGIN}${CALL}write_file${ARGS}{"path": "a", "content": "par`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: `${BEGIN}${call('get_weather', '{"city": x}')}${END}`,
      code: 'INVALID_JSON',
    },
    { name: 'empty block', text: `${BEGIN}${END}`, code: 'EMPTY_TOOL_CALL' },
  ],
  fragments: [
    BEGIN,
    END,
    CALL,
    ARGS,
    CALL_END,
    '<|plamo:',
    'get_weather',
    'nope',
    '{"city": "Seoul"}',
    '{"city": "',
    '"}',
    ' text ',
    '\n',
    '東京',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('plamo3Protocol', () => {
  it('should read its thinking block as reasoning and stream a call in small pieces', async () => {
    const text = `<|plamo:begin_think:plamo|>Weather first.<|plamo:end_think:plamo|>${BEGIN}${call('get_weather', '{"city": "Oita"}')}${END}`;
    const parts = await runStream(protocol, tools, text.match(/[\s\S]{1,4}/g) ?? []);
    const summary = summarizeParts(parts);
    expect(summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Oita"}' }]);
    expect(summary.reasoning).toBe('Weather first.');
    expect(summary.text).toBe('');
  });

  it('should write a past call as the model does, read back; prompt and grammar agree', () => {
    const written = protocol.formatToolCall({ toolName: 'get_time', input: {} });
    expect(written).toBe(`${BEGIN}${call('get_time', '{}')}${END}`);
    expect(summarizeContent(protocol.parseGeneratedText({ text: written, tools })).calls).toEqual([
      { toolName: 'get_time', input: '{}' },
    ]);
    expect(plamo3SystemPrompt('[]')).toContain(`${CALL}FUNCTION_NAME${ARGS}`);
    expect(plamo3Grammar(protocol)).toMatchObject({ kind: 'call-shape' });
  });
});
