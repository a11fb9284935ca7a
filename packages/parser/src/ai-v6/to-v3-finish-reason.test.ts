import { describe, expect, it } from 'vitest';
import { toV3FinishReason } from './to-v3-finish-reason';

describe('toV3FinishReason', () => {
  it.each([
    {
      input: { unified: 'interrupted', raw: 'aborted' },
      expected: { unified: 'other', raw: 'aborted' },
    },
    {
      input: { unified: 'interrupted', raw: undefined },
      expected: { unified: 'other', raw: undefined },
    },
    {
      input: { unified: 'tool-calls', raw: 'stop' },
      expected: { unified: 'tool-calls', raw: 'stop' },
    },
    { input: { unified: 'stop', raw: 'stop' }, expected: { unified: 'stop', raw: 'stop' } },
    { input: { unified: 'length', raw: 'length' }, expected: { unified: 'length', raw: 'length' } },
    {
      input: { unified: 'content-filter', raw: 'filtered' },
      expected: { unified: 'content-filter', raw: 'filtered' },
    },
    { input: { unified: 'error', raw: undefined }, expected: { unified: 'error', raw: undefined } },
    { input: { unified: 'other', raw: 'x' }, expected: { unified: 'other', raw: 'x' } },
  ])('should map $input.unified to $expected.unified', ({ input, expected }) => {
    expect(toV3FinishReason(input)).toEqual(expected);
  });
});
