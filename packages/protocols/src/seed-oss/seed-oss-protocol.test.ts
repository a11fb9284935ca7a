import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { seedOssProtocol } from './seed-oss-protocol';

const protocol = seedOssProtocol();
const tools = testTools;

const call = (name: string, args: Record<string, string>) =>
  `<seed:tool_call>\n<function=${name}>\n${Object.entries(args)
    .map(([k, v]) => `<parameter=${k}>${v}</parameter>\n`)
    .join('')}</function>\n</seed:tool_call>`;

describeConformance({
  name: 'seed-oss',
  protocol,
  tools,
  cases: [
    {
      name: 'two blocks in a row, text before',
      text: `Checking.\n${call('get_weather', { city: 'Oslo' })}\n${call('get_time', {})}`,
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'the template shape, with thinking first',
      text: `<seed:think>The user wants weather.</seed:think>\n${call('get_weather', { city: 'Paris', days: '3' })}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }],
    },
    {
      name: "values as the template's Python writes them",
      text: call('search.web-v2', {
        query: 'q',
        exact: 'True',
        tags: "['a', 'b']",
        filters: "{'site': 'x.org', 'year': 2025}",
      }),
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            query: 'q',
            exact: true,
            tags: ['a', 'b'],
            filters: { site: 'x.org', year: 2025 },
          },
        },
      ],
    },
    {
      name: 'a multi-line value with a literal </parameter> inside',
      text: call('write_file', { path: 'a.xml', content: 'line one\n<p>x</parameter> y</p>\n' }),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.xml', content: 'line one\n<p>x</parameter> y</p>\n' },
        },
      ],
    },
    {
      name: 'the output ends after </function>',
      text: '<seed:tool_call>\n<function=get_weather>\n<parameter=city>Lima</parameter>\n</function>',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    { name: 'prose only', text: 'A <function=x> tag outside a block is text.', calls: [] },
  ],
  malformed: [
    { name: 'unknown tool', text: `a ${call('nope', { q: '1' })} b`, code: 'UNKNOWN_TOOL' },
    {
      name: 'cut off inside a value',
      text: '<seed:tool_call>\n<function=write_file>\n<parameter=content>abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'empty block', text: '<seed:tool_call>\n</seed:tool_call>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'string parameter written twice',
      text: call('get_weather', { city: 'A' }).replace(
        '</function>',
        '<parameter=city>B</parameter>\n</function>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
  ],
  fragments: [
    '<seed:tool_call>',
    '</seed:tool_call>',
    '<seed:tool',
    '<seed:think>',
    '</seed:think>',
    '<function=get_weather>',
    '<function=nope>',
    '</function>',
    '<parameter=city>',
    '<parameter=content>',
    '</parameter>',
    '\n',
    'Paris',
    '<',
    '>',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('seedOssProtocol', () => {
  it('should read <seed:think> as reasoning and keep a call inside it from running', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const inner = call('get_time', {});
    const parts = protocol.parseGeneratedText({
      text: `<seed:think>Maybe ${inner}?</seed:think>Hello.`,
      tools,
      options: { onError: (_m, d) => errors.push(d) },
    });
    expect(summarizeContent(parts)).toMatchObject({ calls: [], text: 'Hello.' });
    expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({ text: `Maybe ${inner}?` });
  });

  it("should write history calls as the template does (Python's str for non-strings)", () => {
    expect(
      protocol.formatToolCall({
        toolName: 'f',
        input: { a: 'x y', n: 2, ok: false, list: ['p'], none: null },
      }),
    ).toBe(
      "<seed:tool_call>\n<function=f>\n<parameter=a>x y</parameter>\n<parameter=n>2</parameter>\n<parameter=ok>False</parameter>\n<parameter=list>['p']</parameter>\n<parameter=none>None</parameter>\n</function>\n</seed:tool_call>",
    );
  });
});
