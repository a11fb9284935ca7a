import { describe, expect, it } from 'vitest';
import { presetNames } from '../presets/preset-definitions';
import { type CliIo, runCli } from './run-cli';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI escape codes
const ANSI = /\u001b\[/;

const FILES: Record<string, string> = {
  'hermes.txt':
    'Checking.\n<tool_call>{"name": "get_weather", "arguments": {"city": "Seoul"}}</tool_call>\n',
  'gemma.txt':
    'Sure.\n```tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n```\n',
  'prose.txt': 'The weather in Seoul is sunny.',
  'tools.json': '{ "get_weather": { "inputSchema": { "type": "object" } } }',
  'bad-tools.json': '[{ "description": "no name" }]',
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(
  argv: string[],
  { stdin, tty = false, env = {} }: { stdin?: string; tty?: boolean; env?: CliIo['env'] } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: { write: (text) => (stdout += text), isTTY: tty },
    stderr: { write: (text) => (stderr += text) },
    stdin: { isTTY: stdin === undefined },
    env,
    readStdin: async () => stdin ?? '',
    readFile: async (path) => {
      if (path === 'folder') throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
      const content = FILES[path];
      if (content === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return content;
    },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe('runCli', () => {
  it.each([
    { argv: ['inspect', '--preset', 'hermes', 'hermes.txt'], code: 0, shows: 'result: 1 call' },
    { argv: ['inspect', '--preset', 'hermes', 'gemma.txt'], code: 1, shows: 'no call parsed' },
    { argv: ['inspect', 'gemma.txt'], code: 0, shows: /gemma +1 +0 +json-mix/ },
    { argv: ['inspect', '--auto', 'prose.txt'], code: 1, shows: 'No preset found a call' },
    {
      argv: ['inspect', '--preset', 'hermes', '--tools', 'tools.json', 'hermes.txt'],
      code: 0,
      shows: '(from --tools)',
    },
    { argv: ['--help'], code: 0, shows: 'Exit code: 0 when calls were parsed, 1 when none' },
  ])('should exit $code for $argv', async ({ argv, code, shows }) => {
    const result = await run(argv);
    expect(result.code).toBe(code);
    if (typeof shows === 'string') expect(result.stdout).toContain(shows);
    else expect(result.stdout).toMatch(shows);
    expect(result.stderr).toBe('');
  });

  it.each([
    { argv: ['inspect', '--preset', 'hermez', 'hermes.txt'], says: 'Unknown preset "hermez"' },
    {
      argv: ['inspect', 'missing.txt'],
      says: 'Cannot read missing.txt: no such file. Check the path.',
    },
    { argv: ['inspect', 'folder'], says: 'Cannot read folder: it is a folder.' },
    {
      argv: ['inspect', '--tools', 'nope.json', 'hermes.txt'],
      says: 'Cannot read nope.json: no such file',
    },
    {
      argv: ['inspect', '--tools', 'bad-tools.json', 'hermes.txt'],
      says: 'bad-tools.json: entry 1 has no "name"',
    },
    { argv: ['inspect'], says: 'No input. Give a file (`tool-parser inspect out.txt`) or pipe' },
    { argv: [], says: 'Missing the command.' },
  ])('should exit 2 and say what to type for $argv', async ({ argv, says }) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`tool-parser: ${says}`);
    expect(result.stderr).toContain('Usage: tool-parser inspect [file]');
  });

  it('should read standard input when no file is given', async () => {
    const result = await run(['inspect', '--preset', 'gemma'], { stdin: FILES['gemma.txt'] });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('[[```tool_call');
  });

  it.each([
    { tty: false, env: {}, colored: false },
    { tty: true, env: {}, colored: true },
    { tty: true, env: { NO_COLOR: '1' }, colored: false },
    { tty: true, env: { NO_COLOR: '' }, colored: true },
  ])(
    'should use colors only on a terminal without NO_COLOR ($tty, $env)',
    async ({ tty, env, colored }) => {
      const result = await run(['inspect', '--preset', 'hermes', 'hermes.txt'], { tty, env });
      expect(ANSI.test(result.stdout)).toBe(colored);
      expect(result.stdout.includes('[[<tool_call>')).toBe(!colored);
    },
  );

  it.each([
    { flag: '--color', colored: true },
    { flag: '--no-color', colored: false },
  ])('should obey $flag', async ({ flag, colored }) => {
    const result = await run(['inspect', flag, '--preset', 'hermes', 'hermes.txt'], {
      tty: !colored,
    });
    expect(ANSI.test(result.stdout)).toBe(colored);
  });

  it('should print the report as JSON with --json', async () => {
    const result = await run(['inspect', '--json', '--preset', 'hermes', 'hermes.txt'], {
      tty: true,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(ANSI);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({
      preset: 'hermes',
      protocol: 'json-mix',
      tools: { source: 'inferred', names: ['get_weather'] },
      calls: [{ toolCallId: 'call_1', toolName: 'get_weather', input: { city: 'Seoul' } }],
      errors: [],
      spans: [{ kind: 'call', start: 10, end: 88 }],
    });
    expect(json.timeline).toBeUndefined();
  });

  it('should put the ranking and the timeline in the JSON of --auto --stream', async () => {
    const result = await run(['inspect', '--json', '--stream', '--chunk', '8', 'gemma.txt']);
    const json = JSON.parse(result.stdout);
    expect(json.auto[0]).toEqual({ preset: 'gemma', protocol: 'json-mix', calls: 1, errors: 0 });
    expect(json.auto).toHaveLength(presetNames.length);
    expect(json.preset).toBe('gemma');
    expect(json.timeline.chunking).toBe('chunks of 8');
    expect(json.timeline.consistent).toBe(true);
    expect(json.timeline.steps).toHaveLength(Math.ceil((FILES['gemma.txt'] ?? '').length / 8) + 1);
  });

  it('should print the timeline with --stream', async () => {
    const result = await run(['inspect', '--preset', 'hermes', '--stream', 'hermes.txt']);
    expect(result.stdout).toContain('stream (chunks of 4: 23 chunks)');
    expect(result.stdout).toContain('  #22  "\\n"           text "\\n"');
    expect(result.stdout).toContain('tool-input-start call_1 get_weather');
  });

  it('should serve the page until stopped', async () => {
    const stop = new AbortController();
    let stdout = '';
    const io: CliIo = {
      stdout: {
        write: (text) => {
          stdout += text;
          stop.abort();
        },
      },
      stderr: { write: () => undefined },
      stdin: { isTTY: true },
      env: {},
      readStdin: async () => '',
      readFile: async () => FILES['hermes.txt'] as string,
      signal: stop.signal,
    };
    const code = await runCli(['inspect', '--serve', 'hermes.txt'], io);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^tool-parser inspector on http:\/\/127\.0\.0\.1:\d+\/ {2}\(Ctrl-C to stop\)\n$/,
    );
  });
});
