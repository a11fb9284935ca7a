import { describe, expect, it } from 'vitest';
import { mergeReasoning } from './merge-reasoning';

describe('mergeReasoning', () => {
  it.each([
    { name: 'nothing', creation: undefined, perCall: undefined, expected: undefined },
    {
      name: 'creation only',
      creation: { startInReasoning: true },
      perCall: undefined,
      expected: { startInReasoning: true },
    },
    {
      name: 'per call merged over creation, key by key',
      creation: { startInReasoning: true, toolCalls: 'ignore' },
      perCall: { toolCalls: 'parse' },
      expected: { startInReasoning: true, toolCalls: 'parse' },
    },
    {
      name: 'undefined per-call keys keep the creation value',
      creation: { open: '<reasoning>' },
      perCall: { open: undefined, startInReasoning: false },
      expected: { open: '<reasoning>', startInReasoning: false },
    },
    { name: 'false per call', creation: { toolCalls: 'parse' }, perCall: false, expected: false },
    { name: 'false at creation', creation: false, perCall: undefined, expected: false },
    {
      name: 'an object per call after false at creation',
      creation: false,
      perCall: { toolCalls: 'parse' },
      expected: { toolCalls: 'parse' },
    },
    { name: 'a wrong value, passed on', creation: {}, perCall: 'think', expected: 'think' },
  ])('should give $name', ({ creation, perCall, expected }) => {
    expect(mergeReasoning(creation, perCall)).toEqual(expected);
  });
});
