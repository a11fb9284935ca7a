import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { morphXmlProtocol } from './morph-xml-protocol';

const protocol = morphXmlProtocol();

describeConformance({
  name: 'morph-xml',
  protocol,
  tools,
  cases: [
    {
      name: 'one call',
      text: 'Checking. <get_weather><city>Seoul</city><days>3</days></get_weather> Done.',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'pretty-printed',
      text: '<get_weather>\n  <city>Seoul</city>\n  <unit> celsius </unit>\n</get_weather>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', unit: 'celsius' } }],
    },
    {
      name: 'self-closing',
      text: 'Time? <get_time/>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'self-closing with space',
      text: '<get_time />',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'markup and code kept exactly in a string argument',
      text: '<write_file><path>a.html</path><content><div>a < b && c</div></content></write_file>',
      calls: [
        { toolName: 'write_file', input: { path: 'a.html', content: '<div>a < b && c</div>' } },
      ],
    },
    {
      name: 'dotted and dashed tool name, typed values',
      text: '<search.web-v2><query>rust</query><limit>5</limit><exact>true</exact><tags><item>a</item><item>b</item></tags></search.web-v2>',
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'rust', limit: 5, exact: true, tags: ['a', 'b'] },
        },
      ],
    },
    {
      name: 'two calls',
      text: '<get_time></get_time>\n<get_weather><city>Paris</city></get_weather>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Paris' } },
      ],
    },
    {
      name: 'missing close tag at the very end after a complete argument',
      text: '<get_weather><city>Lima</city>\n',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'similar names stay text',
      text: '<get_weathers>x</get_weathers> <b>bold</b> <get_weather_x>',
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'duplicate string tag',
      text: 'a <get_weather><city>A</city><city>B</city></get_weather> b',
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'cut off inside an argument',
      text: '<write_file><path>x</path><content>partial',
      code: 'UNTERMINATED_TOOL_CALL',
    },
  ],
  fragments: [
    '<get_weather>',
    '</get_weather>',
    '<get_weather',
    '<city>',
    '</city>',
    'Seoul',
    '<days>2</days>',
    '<get_time/>',
    '<write_file><path>p</path><content>',
    '</content></write_file>',
    '<get_',
    '<',
    '>',
    '&',
    ' ',
    '\n',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('morphXmlProtocol', () => {
  it('should stream a string argument while it arrives and type the others when complete', async () => {
    const text =
      '<write_file><path>a.txt</path><content>hello world, this is long</content></write_file>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    const deltas = parts
      .filter((p) => p.type === 'tool-input-delta')
      .map((p) => (p as { delta: string }).delta);
    expect(deltas.length).toBeGreaterThan(5);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a.txt","content":"hello world, this is long"}' },
    ]);
  });

  it('should keep the text of a duplicate string tag call in stream mode too', async () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = 'a <get_weather><city>A</city><city>B</city></get_weather> b';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [2]), {
      onError: (_m, d) => errors.push(d),
    });
    expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
    expect(errors.map((e) => e.code)).toEqual(['DUPLICATE_STRING_TAG']);
  });

  it('should format calls and results with RXML', () => {
    const call = protocol.formatToolCall({
      toolName: 'get_weather',
      input: { city: 'Seoul', days: 2 },
    });
    expect(summarizeContent(protocol.parseGeneratedText({ text: call, tools })).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Seoul","days":2}' },
    ]);
    const response = protocol.formatToolResponse({
      toolName: 'get_weather',
      output: { type: 'text', value: 'sunny' },
    });
    expect(response).toContain('<tool_response>');
    expect(response).toContain('sunny');
  });
});
