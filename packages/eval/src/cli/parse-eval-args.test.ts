import { presetNames } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import { parseEvalArgs } from './parse-eval-args';

const base = ['--base-url', 'http://localhost:11434/v1', '--model', 'qwen3:8b'];

describe('parseEvalArgs', () => {
  it('should read a full command line', () => {
    const parsed = parseEvalArgs(
      [
        ...base,
        '--presets',
        'hermes, qwen3-coder',
        '--tasks',
        't.jsonl',
        '--samples',
        '3',
        '--concurrency',
        '2',
        '--timeout',
        '1.5',
        '--retries',
        '0',
        '--temperature',
        '0.2',
        '--out',
        'rec',
        '--json',
        '--categories',
        'simple, agent,simple',
      ],
      {},
    );
    expect(parsed).toEqual({
      kind: 'run',
      args: {
        baseUrl: 'http://localhost:11434/v1',
        model: 'qwen3:8b',
        apiKey: undefined,
        presets: ['hermes', 'qwen3-coder'],
        tasksFile: 't.jsonl',
        chatTemplate: undefined,
        samples: 3,
        concurrency: 2,
        timeoutMs: 1500,
        retries: 0,
        temperature: 0.2,
        outDir: 'rec',
        replayDir: undefined,
        json: true,
        categories: ['simple', 'agent'],
        bfclDir: undefined,
        bfclCategories: undefined,
        constrain: undefined,
      },
    });
  });

  it('should take the key from --api-key, else OPENAI_API_KEY', () => {
    const run = (argv: string[], env: Record<string, string>) => {
      const parsed = parseEvalArgs(argv, env);
      return parsed.kind === 'run' ? parsed.args.apiKey : parsed.kind;
    };
    expect(run(base, { OPENAI_API_KEY: 'env-key' })).toBe('env-key');
    expect(run([...base, '--api-key', 'flag-key'], { OPENAI_API_KEY: 'env-key' })).toBe('flag-key');
  });

  it('should default to every preset and read "all"', () => {
    for (const argv of [base, [...base, '--presets', 'all']]) {
      const parsed = parseEvalArgs(argv, {});
      expect(parsed.kind === 'run' && parsed.args.presets).toBeUndefined();
    }
  });

  it('should need no endpoint on a replay', () => {
    expect(parseEvalArgs(['--replay', 'rec'], {}).kind).toBe('run');
  });

  it.each([
    [['--model', 'm'], /missing --base-url/],
    [['--base-url', 'http://x/v1'], /missing --model/],
    [['--base-url', 'localhost:8000', '--model', 'm'], /must be an http\(s\) URL/],
    [
      [...base, '--presets', 'hermes,nope'],
      new RegExp(`unknown preset "nope". Choose from ${presetNames.join(', ')}`),
    ],
    [[...base, '--samples', '0'], /--samples takes a whole number from 1/],
    [[...base, '--concurrency', 'many'], /--concurrency takes a whole number/],
    [[...base, '--timeout', '0'], /--timeout takes a number/],
    [[...base, '--frobnicate'], /unknown option --frobnicate/],
    [[...base, '--out'], /--out needs a value/],
    [[...base, '--json=yes'], /--json takes no value/],
    [[...base, 'extra'], /unexpected argument extra/],
    [['--replay', 'a', '--out', 'b'], /use one of them/],
  ])('should refuse %j', (argv, message) => {
    const parsed = parseEvalArgs(argv, {});
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' && parsed.message).toMatch(message);
  });

  it('should read --compare A.json B.json, with or without --json', () => {
    expect(parseEvalArgs(['--compare', 'a.json', 'b.json'], {})).toEqual({
      kind: 'compare',
      before: 'a.json',
      after: 'b.json',
      json: false,
    });
    expect(parseEvalArgs(['--json', '--compare', 'a.json', 'b.json'], {})).toMatchObject({
      kind: 'compare',
      json: true,
    });
  });

  it.each([
    [['--compare', 'a.json'], /takes two saved --json reports/],
    [['--compare', 'a.json', '--json'], /takes two saved --json reports/],
    [['--compare', 'a.json', 'b.json', ...base], /only reads two reports.*remove --base-url/],
    [[...base, '--categories', ' , '], /--categories needs category names/],
    [[...base, '--bfcl-categories', 'simple'], /give --bfcl too/],
    [[...base, '--bfcl', 'd', '--tasks', 't.jsonl'], /goes with neither --tasks nor --replay/],
  ])('should refuse %j', (argv, message) => {
    const parsed = parseEvalArgs(argv, {});
    expect(parsed.kind === 'usage-error' && parsed.message).toMatch(message);
  });

  it('should answer --help', () => {
    expect(parseEvalArgs(['-h'], {})).toEqual({ kind: 'help' });
  });
});
