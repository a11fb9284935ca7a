import { describe, expect, it } from 'vitest';
import { type InspectArgs, parseInspectArgs } from './parse-inspect-args';

const defaults: InspectArgs = {
  file: undefined,
  preset: 'auto',
  toolsFile: undefined,
  stream: undefined,
  json: false,
  color: undefined,
  serve: undefined,
  reasoning: 'blocks',
};

describe('parseInspectArgs', () => {
  it.each<[string[], Partial<InspectArgs>]>([
    [['inspect'], {}],
    [['inspect', 'out.txt'], { file: 'out.txt' }],
    [['inspect', '-'], { file: undefined }],
    [['inspect', '--preset', 'hermes', 'out.txt'], { preset: 'hermes', file: 'out.txt' }],
    [['inspect', '--preset=qwen3-coder'], { preset: 'qwen3-coder' }],
    [['inspect', '--auto', 'out.txt'], { preset: 'auto', file: 'out.txt' }],
    [['inspect', '--tools', 'tools.json'], { toolsFile: 'tools.json' }],
    [['inspect', '--stream'], { stream: { kind: 'fixed', size: 4 } }],
    [['inspect', '--stream', '--chunk', '1'], { stream: { kind: 'fixed', size: 1 } }],
    [['inspect', '--chunk', '16'], { stream: { kind: 'fixed', size: 16 } }],
    [['inspect', '--chunk', 'random'], { stream: { kind: 'random', seed: 1, maxSize: 12 } }],
    [
      ['inspect', '--stream', '--chunk=random', '--seed', '42'],
      { stream: { kind: 'random', seed: 42, maxSize: 12 } },
    ],
    [['inspect', '--json', '--no-color'], { json: true, color: false }],
    [['inspect', '--color'], { color: true }],
    [['inspect', '--serve'], { serve: { port: 0 } }],
    [
      ['inspect', '--serve', '--port', '8123', 'out.txt'],
      { serve: { port: 8123 }, file: 'out.txt' },
    ],
    [['inspect', '--', '--weird-name.txt'], { file: '--weird-name.txt' }],
    [['inspect', '--reasoning', 'start-inside'], { reasoning: 'start-inside' }],
    [['inspect', '--reasoning=off'], { reasoning: 'off' }],
  ])('should read %j', (argv, expected) => {
    expect(parseInspectArgs(argv)).toEqual({ kind: 'inspect', args: { ...defaults, ...expected } });
  });

  it.each([[['--help']], [['-h']], [['help']], [['inspect', '--help']], [['inspect', 'x', '-h']]])(
    'should ask for help on %j',
    (argv) => {
      expect(parseInspectArgs(argv)).toEqual({ kind: 'help' });
    },
  );

  it.each<[string[], string]>([
    [[], 'Missing the command. Type `tool-parser inspect out.txt`'],
    [['parse', 'x'], 'Unknown command "parse". The command is `inspect`'],
    [
      ['inspect', '--presets', 'hermes'],
      'Unknown option --presets. Type `tool-parser inspect --help`',
    ],
    [['inspect', '--preset'], '--preset needs a value, for example `--preset hermes`'],
    [['inspect', '--preset', '--auto'], '--preset needs a value'],
    [['inspect', '--preset', 'hermez'], 'Unknown preset "hermez". Type one of hermes, gemma, xml'],
    [['inspect', '--preset', '__proto__'], 'Unknown preset "__proto__"'],
    [['inspect', '--preset', 'xml', '--auto'], 'Choose one: `--preset NAME`'],
    [['inspect', '--preset', 'xml', '--preset', 'hermes'], '--preset is given twice'],
    [['inspect', 'a.txt', 'b.txt'], 'Give one file at a time (got a.txt, b.txt)'],
    [['inspect', '--json=yes'], '--json takes no value'],
    [['inspect', '--chunk', '0'], '--chunk takes a size in characters or `random`'],
    [['inspect', '--chunk', 'big'], '(got "big")'],
    [['inspect', '--chunk', '-3'], '(got "-3")'],
    [['inspect', '--seed', '7'], '--seed only applies to random chunks'],
    [['inspect', '--chunk', 'random', '--seed', 'x'], '--seed takes a whole number'],
    [['inspect', '--color', '--no-color'], 'Choose one of `--color` and `--no-color`'],
    [['inspect', '--port', '80'], '--port is for the page'],
    [['inspect', '--serve', '--port', '70000'], '--port takes a number from 0 to 65535'],
    [['inspect', '--serve', '--json'], '--serve shows everything on the page; drop --json'],
    [['inspect', '--serve', '--stream'], 'drop --stream'],
    [['inspect', '--serve', '--chunk', '4'], 'drop --chunk'],
    [['inspect', '--reasoning', 'think'], '--reasoning takes one of blocks, start-inside'],
  ])('should refuse %j with a message that says what to type', (argv, message) => {
    const parsed = parseInspectArgs(argv);
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' && parsed.message).toContain(message);
  });
});
