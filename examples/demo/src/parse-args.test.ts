import { presetNames } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args';

describe('parseArgs', () => {
  it.each([
    { argv: [], expected: { preset: 'hermes', retry: false, help: false } },
    { argv: ['--preset', 'xml'], expected: { preset: 'xml', retry: false, help: false } },
    { argv: ['--', '--preset=gemma'], expected: { preset: 'gemma', retry: false, help: false } },
    { argv: ['--retry', '--preset=xml'], expected: { preset: 'xml', retry: true, help: false } },
    { argv: ['-h'], expected: { preset: 'hermes', retry: false, help: true } },
    {
      argv: ['--preset', 'qwen3-coder'],
      expected: { preset: 'qwen3-coder', retry: false, help: false },
    },
  ])('should read $argv', ({ argv, expected }) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each(presetNames)('should accept --preset %s, as every preset of the parser', (preset) => {
    expect(parseArgs(['--preset', preset]).preset).toBe(preset);
  });

  it.each([
    {
      argv: ['--preset'],
      message: `--preset expects one of ${presetNames.join(', ')}; got undefined.`,
    },
    {
      argv: ['--preset', 'llama'],
      message: `--preset expects one of ${presetNames.join(', ')}; got llama.`,
    },
    {
      argv: ['--fast'],
      message: `Unknown option --fast. Usage: pnpm demo [--preset ${presetNames.join('|')}] [--retry]`,
    },
  ])('should reject $argv', ({ argv, message }) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
