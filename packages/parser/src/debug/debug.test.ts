import { jsonMixProtocol } from '@tool/protocols';
import { wrapLanguageModel } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToolMiddleware } from '../create-tool-middleware';
import { callParams, readAll } from '../test-utils/call-params';
import { scriptedModel } from '../test-utils/scripted-model';
import { readDebugConfig } from './debug-config';

const output = 'Checking. <tool_call>{"name":"get_time","arguments":{"zone":"UTC"}}</tool_call>';
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escape codes
const ANSI = /\u001b\[/;

function model() {
  const middleware = createToolMiddleware({
    protocol: jsonMixProtocol(),
    toolSystemPromptTemplate: (tools) => tools,
  });
  return wrapLanguageModel({
    model: scriptedModel([{ chunks: [output.slice(0, 20), output.slice(20)] }]),
    middleware,
  });
}

describe('DEBUG_PARSER_MW', () => {
  let lines: string[];
  const tty = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');

  beforeEach(() => {
    lines = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    vi.stubEnv('NO_COLOR', '');
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    if (tty === undefined) Reflect.deleteProperty(process.stderr, 'isTTY');
    else Object.defineProperty(process.stderr, 'isTTY', tty);
  });

  const setTty = (value: boolean) =>
    Object.defineProperty(process.stderr, 'isTTY', { value, configurable: true });

  it.each([undefined, 'off', 'verbose'])('should write nothing when it is %s', async (mode) => {
    if (mode !== undefined) vi.stubEnv('DEBUG_PARSER_MW', mode);
    else vi.stubEnv('DEBUG_PARSER_MW', undefined as unknown as string);
    await readAll((await model().doStream(callParams())).stream);
    await model().doGenerate(callParams());
    expect(lines).toEqual([]);
  });

  it('should log raw provider parts and normalized parts in stream mode', async () => {
    vi.stubEnv('DEBUG_PARSER_MW', 'stream');
    await readAll((await model().doStream(callParams())).stream);
    const raw = lines.filter((line) => line.startsWith('[tool-mw raw] '));
    const out = lines.filter((line) => line.startsWith('[tool-mw out] '));
    expect(raw.map((line) => JSON.parse(line.slice(14)).type)).toEqual([
      'stream-start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'finish',
    ]);
    expect(out.map((line) => JSON.parse(line.slice(14)).type)).toEqual([
      'stream-start',
      'text-start',
      'text-delta',
      'text-end',
      'tool-input-start',
      'tool-input-delta',
      'tool-input-end',
      'tool-call',
      'finish',
    ]);
    expect(lines.some((line) => line.includes('[tool-mw parse]'))).toBe(false);
    expect(lines.join('')).not.toMatch(ANSI);
  });

  it('should log content before and after parsing in generate mode', async () => {
    vi.stubEnv('DEBUG_PARSER_MW', 'stream');
    await model().doGenerate(callParams());
    expect(lines.filter((line) => line.startsWith('[tool-mw raw] '))).toEqual([
      `[tool-mw raw] ${JSON.stringify({ type: 'text', text: output })}\n`,
    ]);
    expect(
      lines
        .filter((line) => line.startsWith('[tool-mw out] '))
        .map((line) => JSON.parse(line.slice(14)).type),
    ).toEqual(['text', 'tool-call']);
  });

  it.each(['stream', 'generate'] as const)(
    'should print the text with call segments marked and the calls in parse mode (%s)',
    async (mode) => {
      vi.stubEnv('DEBUG_PARSER_MW', 'parse');
      if (mode === 'stream') await readAll((await model().doStream(callParams())).stream);
      else await model().doGenerate(callParams());
      const summary = lines.slice(
        lines.findIndex((line) => line.startsWith('[tool-mw parse] text')),
      );
      expect(summary).toEqual([
        '[tool-mw parse] text (1 call segment(s) marked):\n',
        'Checking. [[<tool_call>{"name":"get_time","arguments":{"zone":"UTC"}}</tool_call>]]\n',
        '[tool-mw parse] calls: 1\n',
        '  get_time {"zone":"UTC"}\n',
      ]);
    },
  );

  it.each(['stream', 'generate'] as const)(
    'should mark thinking blocks apart from calls in parse mode (%s)',
    async (mode) => {
      vi.stubEnv('DEBUG_PARSER_MW', 'parse');
      const thought =
        '<think>\nUTC? <tool_call>{"name":"get_time","arguments":{}}</tool_call>\n</think>\n\n';
      const wrapped = wrapLanguageModel({
        model: scriptedModel([{ chunks: [thought, output] }]),
        middleware: createToolMiddleware({
          protocol: jsonMixProtocol(),
          toolSystemPromptTemplate: (tools) => tools,
        }),
      });
      if (mode === 'stream') await readAll((await wrapped.doStream(callParams())).stream);
      else await wrapped.doGenerate(callParams());
      const at = lines.findIndex((line) => line.startsWith('[tool-mw parse] text'));
      expect(lines.slice(at, at + 3)).toEqual([
        '[tool-mw parse] text (1 call segment(s), 1 thinking block(s) marked):\n',
        `((${thought}))Checking. [[<tool_call>{"name":"get_time","arguments":{"zone":"UTC"}}</tool_call>]]\n`,
        '[tool-mw parse] calls: 1\n',
      ]);
    },
  );

  it('should use ANSI colors and the chosen style on a terminal', async () => {
    setTty(true);
    vi.stubEnv('DEBUG_PARSER_MW', 'parse');
    vi.stubEnv('DEBUG_PARSER_MW_STYLE', 'underline');
    await model().doGenerate(callParams());
    expect(lines.join('')).toContain('Checking. \u001b[4m<tool_call>');
    expect(lines.some((line) => line.startsWith('\u001b[36m[tool-mw raw]\u001b[0m '))).toBe(true);
  });

  it('should not use colors on a terminal when NO_COLOR is set', async () => {
    setTty(true);
    vi.stubEnv('NO_COLOR', '1');
    vi.stubEnv('DEBUG_PARSER_MW', 'parse');
    await model().doGenerate(callParams());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(ANSI);
    expect(lines.join('')).toContain('[[<tool_call>');
  });

  it.each([
    [
      { DEBUG_PARSER_MW: ' PARSE ', DEBUG_PARSER_MW_STYLE: 'Bold' },
      { mode: 'parse', style: 'bold' },
    ],
    [
      { DEBUG_PARSER_MW: 'stream', DEBUG_PARSER_MW_STYLE: 'rainbow' },
      { mode: 'stream', style: 'bg' },
    ],
    [
      { DEBUG_PARSER_MW: '1', DEBUG_PARSER_MW_STYLE: 'inverse' },
      { mode: 'off', style: 'inverse' },
    ],
  ])('should read %j as %j', (env, expected) => {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    expect(readDebugConfig()).toMatchObject(expected);
  });

  it('should be off, not throw, where reading the environment throws (Deno without --allow-env)', () => {
    const env = process.env;
    process.env = new Proxy(env, {
      get: (_target, name) => {
        throw new Error(`NotCapable: Requires env access to "${String(name)}"`);
      },
    });
    try {
      expect(readDebugConfig()).toMatchObject({ mode: 'off', style: 'bg', color: false });
    } finally {
      process.env = env;
    }
  });
});
