import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { minimaxM3Protocol } from './minimax-m3-protocol';

const protocol = minimaxM3Protocol();
const tools = testTools;
const NS = ']<]minimax[>[';

const invoke = (name: string, args: Record<string, string>) =>
  `${NS}<invoke name="${name}">\n${Object.entries(args)
    .map(([k, v]) => `${NS}<${k}>${v}${NS}</${k}>\n`)
    .join('')}${NS}</invoke>`;
const block = (...invokes: string[]) =>
  `${NS}<tool_call>\n${invokes.join('\n')}\n${NS}</tool_call>`;

describeConformance({
  name: 'minimax-m3',
  protocol,
  tools,
  cases: [
    {
      name: 'one invoke with text around',
      text: `I will look.${block(invoke('get_weather', { city: 'Paris', days: '3' }))}\nDone.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }],
    },
    {
      name: 'two invokes in one block, the token dropped before some close tags',
      text: `${NS}<tool_call>\n${NS}<invoke name="search.web-v2">${NS}<query>AI news</query>${NS}<limit>6</limit>${NS}</invoke>\n${NS}<invoke name="get_time">${NS}</invoke>\n${NS}</tool_call>`,
      calls: [
        { toolName: 'search.web-v2', input: { query: 'AI news', limit: 6 } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'values typed by schema',
      text: block(
        invoke('search.web-v2', {
          query: 'm3',
          exact: 'true',
          tags: '["x","y"]',
          filters: '{"year": "2025"}',
        }),
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'm3', exact: true, tags: ['x', 'y'], filters: { year: 2025 } },
        },
      ],
    },
    {
      name: 'brackets, tags and a literal close tag inside code stay content',
      text: block(
        invoke('write_file', { path: 'a.ts', content: 'a[0] = b]; <p>x</content> y</p>\n' }),
      ),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.ts', content: 'a[0] = b]; <p>x</content> y</p>\n' },
        },
      ],
    },
    {
      name: 'a missing close tag before the next declared parameter',
      text: `${NS}<tool_call>${NS}<invoke name="get_weather">${NS}<city>Seoul${NS}<days>2${NS}</days>${NS}</invoke>${NS}</tool_call>`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }],
    },
    {
      name: 'the output ends after </invoke>',
      text: `${NS}<tool_call>\n${invoke('get_weather', { city: 'Lima' })}\n`,
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    { name: 'prose only', text: 'A <invoke name="x"> tag and a ] bracket are text.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${block(invoke('nope', { q: '1' }))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'invoke without a name',
      text: block(`${NS}<invoke>${NS}<city>x${NS}</city>${NS}</invoke>`),
      code: 'MISSING_TOOL_NAME',
    },
    {
      name: 'cut off inside a value',
      text: `${NS}<tool_call>\n${NS}<invoke name="write_file">\n${NS}<content>abc`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string parameter written twice',
      text: block(
        `${NS}<invoke name="get_weather">${NS}<city>A${NS}</city>${NS}<city>B${NS}</city>${NS}</invoke>`,
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
    { name: 'empty block', text: `${NS}<tool_call>\n${NS}</tool_call>`, code: 'EMPTY_TOOL_CALL' },
  ],
  fragments: [
    `${NS}<tool_call>`,
    `${NS}</tool_call>`,
    NS,
    ']<]mini',
    ']',
    '<invoke name="get_weather">',
    '<invoke name="nope">',
    '</invoke>',
    '<city>',
    '</city>',
    '<content>',
    '</content>',
    'Seoul',
    '<',
    '>',
    '\n',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('minimaxM3Protocol', () => {
  it('should stream a string parameter while it arrives', async () => {
    const text = block(invoke('write_file', { path: 'a', content: 'one two three four' }));
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(5);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"one two three four"}' },
    ]);
  });

  it('should keep a good call and release a bad one from the same block', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = invoke('nope', { q: '1' });
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: block(invoke('get_time', {}), bad),
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(`${bad}\n${NS}</tool_call>`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should write calls with the token before every tag', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(
      `${NS}<tool_call>\n${NS}<invoke name="get_weather">\n${NS}<city>Seoul${NS}</city>\n${NS}<days>2${NS}</days>\n${NS}</invoke>\n${NS}</tool_call>`,
    );
  });
});
