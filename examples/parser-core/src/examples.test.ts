import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each example runs at import (top-level await) against the offline replay server. This test
// imports each one and checks what it printed, so the examples cannot silently rot.
let output = '';

beforeEach(() => {
  output = '';
  vi.stubEnv('OPENAI_BASE_URL', undefined);
  vi.stubEnv('MODEL', undefined);
  vi.stubEnv('PRESET', undefined);
  const capture = (...args: unknown[]) => {
    output += `${args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}\n`;
  };
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('parser-core examples', () => {
  it.each([
    {
      file: './generate',
      expected: [
        'step 1: finish=tool-calls',
        'call   get_weather {"city":"Seoul"}',
        'step 2: finish=stop',
        'answer: It is 21 °C and sunny in Seoul.',
      ],
    },
    {
      file: './stream',
      expected: [
        "I'll look that up.",
        '[call] get_weather {"city":"Seoul"}',
        '[step finished: tool-calls]',
        'Seoul: 21 °C, sunny. A good day for a walk.',
        '[step finished: stop]',
      ],
    },
    {
      file: './tool-choice-required',
      expected: [
        'forced call: get_weather {"city":"Seoul"}',
        'answer     : Seoul is at 21 °C and sunny.',
      ],
    },
    {
      file: './tool-choice-fixed',
      expected: ['call  : convert_temperature {"celsius":21}', 'finish: tool-calls'],
    },
    {
      file: './stream-tool-choice',
      expected: [
        'input of get_weather: {"city":"Seoul"}',
        'input of convert_temperature: {"celsius":21}',
        'result {"celsius":21,"fahrenheit":69.8}',
      ],
    },
    {
      file: './stream-tool-input',
      expected: ['… 1000 deltas', 'call write_file after', 'Saved report.md.'],
    },
  ])('should run $file offline and print the expected lines', async ({ file, expected }) => {
    await import(/* @vite-ignore */ file);
    for (const line of expected) expect(output).toContain(line);
  });
});
