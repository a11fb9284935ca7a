import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { describeConformance, RUNS } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { FunctionTool, StreamPart, ToolCallErrorMetadata } from '../types';
import { yamlXmlProtocol } from './yaml-xml-protocol';
import { yamlXmlSystemPrompt } from './yaml-xml-system-prompt';

const protocol = yamlXmlProtocol();

const generate = (text: string) => summarizeContent(protocol.parseGeneratedText({ text, tools }));
const deltasOf = (parts: StreamPart[]) =>
  parts.filter((p) => p.type === 'tool-input-delta').map((p) => (p as { delta: string }).delta);

describeConformance({
  name: 'yaml-xml',
  protocol,
  tools,
  cases: [
    {
      name: 'the issue example: a literal block',
      text: 'Writing it.\n<write_file>\npath: a.txt\ncontent: |\n  line one\n  line two\n</write_file>\nDone.',
      calls: [
        { toolName: 'write_file', input: { path: 'a.txt', content: 'line one\nline two\n' } },
      ],
    },
    {
      name: 'strip chomping, code with markup and quotes',
      text: '<write_file>\npath: "x.html"\ncontent: |-\n  <p class="a">Tom & "Jerry"</p>\n    indented: yes # not a comment\n</write_file>',
      calls: [
        {
          toolName: 'write_file',
          input: {
            path: 'x.html',
            content: '<p class="a">Tom & "Jerry"</p>\n  indented: yes # not a comment',
          },
        },
      ],
    },
    {
      name: 'keep chomping with trailing blank lines',
      text: '<write_file>\npath: k\ncontent: |+\n  a\n\n  b\n\n\n</write_file>',
      calls: [{ toolName: 'write_file', input: { path: 'k', content: 'a\n\nb\n\n\n' } }],
    },
    {
      name: 'values typed by the schema',
      text: '<search.web-v2>\nquery: 2024 results\nlimit: 5\nexact: true\ntags: [a, "b c"]\nfilters:\n  site: example.org\n  year: 2024\n</search.web-v2>',
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            query: '2024 results',
            limit: 5,
            exact: true,
            tags: ['a', 'b c'],
            filters: { site: 'example.org', year: 2024 },
          },
        },
      ],
    },
    {
      name: 'numbers stay text where the schema says string',
      text: '<get_weather>\ncity: 10001\ndays: 3\n</get_weather>',
      calls: [{ toolName: 'get_weather', input: { city: '10001', days: 3 } }],
    },
    {
      name: 'self-closing and empty calls',
      text: '<get_time/> and <get_time /> and <get_time></get_time>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_time', input: {} },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'one line',
      text: '<get_weather>city: Seoul</get_weather>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
    {
      name: 'a close tag inside a block line is content',
      text: '<write_file>\npath: t.xml\ncontent: |\n  <write_file>x</write_file> stays\n</write_file>',
      calls: [
        {
          toolName: 'write_file',
          input: { path: 't.xml', content: '<write_file>x</write_file> stays\n' },
        },
      ],
    },
    {
      name: 'an indented close tag on its own line ends the block',
      text: '<write_file>\npath: p\ncontent: |\n  a\n  </write_file>',
      calls: [{ toolName: 'write_file', input: { path: 'p', content: 'a\n' } }],
    },
    {
      name: 'blank and extra-indented lines inside a block',
      text: '<write_file>\npath: p\ncontent: |\n\n  def f():\n\n      return 1\n   \n  end\n</write_file>',
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'p', content: '\ndef f():\n\n    return 1\n \nend\n' },
        },
      ],
    },
    {
      name: 'CRLF line breaks',
      text: '<write_file>\r\npath: w\r\ncontent: |\r\n  one\r\n  two\r\n</write_file>',
      calls: [{ toolName: 'write_file', input: { path: 'w', content: 'one\ntwo\n' } }],
    },
    {
      name: 'the whole body indented',
      text: '<write_file>\n  path: i\n  content: |\n    x\n</write_file>',
      calls: [{ toolName: 'write_file', input: { path: 'i', content: 'x\n' } }],
    },
    {
      name: 'comments and a block after other keys',
      text: '<write_file>\n# the file\ncontent: |\n  body\npath: after.txt # trailing\n</write_file>',
      calls: [{ toolName: 'write_file', input: { content: 'body\n', path: 'after.txt' } }],
    },
    {
      name: 'no close tag, output ends after a complete line',
      text: 'ok <write_file>\npath: e\ncontent: |\n  last line\n',
      calls: [{ toolName: 'write_file', input: { path: 'e', content: 'last line\n' } }],
    },
    {
      name: 'two calls',
      text: '<get_weather>\ncity: Paris\n</get_weather>\n<get_weather>\ncity: Rome\ndays: 2\n</get_weather>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Paris' } },
        { toolName: 'get_weather', input: { city: 'Rome', days: 2 } },
      ],
    },
    {
      name: 'similar names and other tags stay text',
      text: '<get_weathers>city: x</get_weathers> <b>bold</b> <get_weather_x>',
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'cut off inside a block line',
      text: '<write_file>\npath: x\ncontent: |\n  partial',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken YAML',
      text: 'a <get_weather>\ncity: [unclosed\n</get_weather> b',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'a list instead of a mapping',
      text: '<get_weather>\n- Seoul\n- Busan\n</get_weather>',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'a key written twice',
      text: '<write_file>\npath: a\ncontent: |\n  one\ncontent: |\n  two\n</write_file>',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'a tab-indented block line (not YAML)',
      text: '<write_file>\npath: a\ncontent: |\n  one\n\ttwo\n</write_file>',
      code: 'INVALID_ARGUMENTS',
    },
    { name: 'open tag at the end', text: 'x <get_weather>', code: 'UNTERMINATED_TOOL_CALL' },
  ],
  fragments: [
    '<write_file>',
    '</write_file>',
    '<write_file>\npath: a\ncontent: |\n',
    '  line\n',
    '  </write_file>\n',
    '<get_weather>',
    '</get_weather>',
    'city: Seoul\n',
    'days: 2\n',
    'content: |-\n',
    '<get_time/>',
    '<get_',
    '\n',
    '\r\n',
    '  ',
    ': ',
    '#',
    '<',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('yamlXmlProtocol', () => {
  it('should stream a literal block line by line, each line as it arrives', async () => {
    const text =
      '<write_file>\npath: s.txt\ncontent: |\n  first line\n  second line\n  third line\n</write_file>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [5]));
    const deltas = deltasOf(parts);
    expect(deltas.length).toBeGreaterThan(8);
    // The block's text arrives in pieces as its lines do, not at the close tag.
    expect(deltas.length).toBeGreaterThan(7);
    expect(deltas.slice(0, -1).join('')).toContain('"content":"first line\\nsecond');
    expect(summarizeParts(parts).calls.map((c) => JSON.parse(c.input))).toEqual([
      { path: 's.txt', content: 'first line\nsecond line\nthird line\n' },
    ]);
  });

  it('should write a streamed block before the arguments that are typed at the end', async () => {
    const text = '<write_file>\ncontent: |\n  abc\npath: late.txt\n</write_file>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [1]));
    expect(deltasOf(parts).join('')).toBe('{"content":"abc\\n","path":"late.txt"}');
  });

  it('should not stream a block whose schema is not a plain string', async () => {
    const text = '<search.web-v2>\nquery: |\n  rust\ntags: |\n  [a, b]\n</search.web-v2>';
    const result = generate(text);
    expect(result.calls.map((c) => JSON.parse(c.input))).toEqual([
      { query: 'rust\n', tags: ['a', 'b'] },
    ]);
  });

  it('should give a call whose integer argument is text out as a call, reported with its whole text', async () => {
    // Found by the hostile-output campaign: YAML folds the stray close tag into the value.
    const text = '<get_weather>days: 2\n  </write_file>\n';
    const errors: ToolCallErrorMetadata[] = [];
    const options = {
      emitFailedCallText: false,
      onError: (_: string, m: ToolCallErrorMetadata) => errors.push(m),
    };
    const parts = await runStream(protocol, tools, chunkBySizes(text, [1]), options);
    expect(summarizeParts(parts)).toMatchObject({
      text: '',
      calls: [{ toolName: 'get_weather', input: '{"days":"2 </write_file>"}' }],
    });
    expect(errors).toMatchObject([{ code: 'SCHEMA_MISMATCH', segment: text, position: 0 }]);
    expect(protocol.extractSegments?.({ text, tools })).toEqual([{ kind: 'call', text }]);
  });

  it('should type a call whose streamed value YAML reads differently as failed, not wrong', () => {
    const errors: ToolCallErrorMetadata[] = [];
    // The block header is inside a multi-line quoted value, so YAML reads no `content` block.
    const text = '<write_file>\npath: "a\ncontent: |\n  x"\n</write_file>';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls).toEqual([]);
    expect(result.text).toBe(text);
    expect(errors.map((e) => e.code)).toEqual(['INVALID_ARGUMENTS']);
  });

  it(
    'should give the same value as the yaml package for any literal block (property)',
    async () => {
      const line = fc.oneof(
        fc.constantFrom('', ' ', '  ', '   ', '    ', '\t', '  \t', '  #x', '  a: b', '  </p>'),
        fc
          .tuple(
            fc.constantFrom('  ', '   ', '    ', ' '),
            fc.string({
              unit: fc.constantFrom(
                'a',
                ' ',
                '\t',
                '#',
                '<',
                ':',
                '\r',
                '|',
                '"',
                'é',
                '\u00a0',
                '\ufeff',
                '-',
              ),
              maxLength: 6,
            }),
          )
          .map(([indent, text]) => indent + text),
      );
      let checked = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('|', '|-', '|+'),
          fc.array(line, { minLength: 0, maxLength: 7 }),
          fc.constantFrom('\n', '\r\n'),
          fc.constantFrom('', 'path: after\n'),
          async (header, lines, eol, tail) => {
            const body = `\ncontent: ${header}${eol}${lines.map((l) => l + eol).join('')}${tail}`;
            const text = `<write_file>${body}</write_file>`;
            let expected: unknown;
            try {
              expected = (parseYaml(body, { schema: 'failsafe' }) as { content: unknown }).content;
            } catch {
              expected = undefined;
            }
            const result = generate(text);
            if (typeof expected !== 'string') return;
            checked++;
            expect(result.calls.map((c) => JSON.parse(c.input).content)).toEqual([expected]);
            const parts = await runStream(protocol, tools, chunkBySizes(text, [1]));
            expect(summarizeParts(parts).calls).toEqual(result.calls);
          },
        ),
        { numRuns: RUNS * 10 },
      );
      // Most generated blocks are valid YAML, so the comparison really ran.
      expect(checked).toBeGreaterThan(RUNS * 3);
    },
    30_000 + RUNS * 100,
  );

  it('should write calls as YAML with literal blocks, and results as YAML too', () => {
    const text = protocol.formatToolCall({
      toolName: 'write_file',
      input: { path: 'a.py', content: 'print(1)\nprint(2)\n' },
    });
    expect(text).toBe(
      '<write_file>\npath: a.py\ncontent: |\n  print(1)\n  print(2)\n</write_file>',
    );
    expect(protocol.formatToolCall({ toolName: 'get_time', input: {} })).toBe(
      '<get_time>\n</get_time>',
    );
    expect(
      protocol.formatToolResponse({
        toolName: 'get_weather',
        output: { type: 'json', value: { temp: 21 } },
      }),
    ).toBe('<tool_response>\ntool: get_weather\nresult:\n  temp: 21\n</tool_response>');
  });

  it('should show a literal example in the prompt', () => {
    const prompt = protocol.formatTools({
      tools: [tools[0] as FunctionTool],
      toolSystemPromptTemplate: yamlXmlSystemPrompt,
    });
    expect(prompt).toContain('"name":"get_weather"');
    expect(prompt).toContain('<write_file>\npath: src/hello.py\ncontent: |\n');
  });
});
