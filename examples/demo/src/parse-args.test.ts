import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args';

describe('parseArgs', () => {
  it.each([
    { argv: [], expected: { preset: 'hermes', retry: false, help: false } },
    { argv: ['--preset', 'xml'], expected: { preset: 'xml', retry: false, help: false } },
    { argv: ['--', '--preset=gemma'], expected: { preset: 'gemma', retry: false, help: false } },
    { argv: ['--retry', '--preset=xml'], expected: { preset: 'xml', retry: true, help: false } },
    { argv: ['-h'], expected: { preset: 'hermes', retry: false, help: true } },
  ])('should read $argv', ({ argv, expected }) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    { argv: ['--preset'], message: '--preset expects one of hermes, gemma, xml; got undefined.' },
    {
      argv: ['--preset', 'llama'],
      message: '--preset expects one of hermes, gemma, xml; got llama.',
    },
    {
      argv: ['--fast'],
      message: 'Unknown option --fast. Usage: pnpm demo [--preset hermes|gemma|xml] [--retry]',
    },
  ])('should reject $argv', ({ argv, message }) => {
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
