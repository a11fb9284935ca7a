import { describe, expect, it } from 'vitest';
import { createPalette } from './colors';
import { printParseSummary, type StepRecord } from './print-parse-summary';

function summary(steps: StepRecord[], reports: string[] = []): string {
  let out = '';
  printParseSummary(
    (text) => {
      out += text;
    },
    createPalette({ isTTY: false }),
    steps,
    reports,
  );
  return out;
}

const call = '<tool_call>{"name": "f", "arguments": {}}</tool_call>';

describe('printParseSummary', () => {
  it.each([
    {
      name: 'the call segments marked in the raw text and the parsed calls',
      steps: [
        {
          finishReason: 'tool-calls',
          rawText: `Let me check.\n${call}`,
          segments: [call],
          calls: [{ toolName: 'f', input: {} }],
        },
      ],
      expected: [
        'step 1 · finish tool-calls · 1 call(s) · 67 chars of raw text',
        '  │ Let me check.',
        `  │ [[${call}]]`,
        '  → f {}',
      ],
    },
    {
      name: 'a long answer clipped, with the visible part of its segment marked',
      steps: [
        {
          finishReason: 'tool-calls',
          rawText: `x${'y'.repeat(800)}`,
          segments: ['y'.repeat(800)],
          calls: [],
        },
      ],
      expected: [
        'step 1 · finish tool-calls · 0 call(s) · 801 chars of raw text',
        `  │ x[[${'y'.repeat(699)}]] … +101 chars`,
      ],
    },
  ])('should print $name', ({ steps, expected }) => {
    const lines = summary(steps).split('\n');
    expect(lines.slice(2, 2 + expected.length)).toEqual(expected);
    expect(lines.at(-2)).toBe('onError: no reports — every call-looking segment became a call.');
  });

  it('should list every onError report', () => {
    const out = summary([], ['The model called "nope".', 'Broken JSON.']);
    expect(out.endsWith('onError: The model called "nope".\nonError: Broken JSON.\n')).toBe(true);
  });
});
