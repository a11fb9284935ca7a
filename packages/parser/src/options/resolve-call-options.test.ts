import { describe, expect, it } from 'vitest';
import {
  checkCallOptionChoices,
  resolveCallOptions,
  resolveTransport,
} from './resolve-call-options';

const a = () => 'a';
const b = () => 'b';

describe('resolveCallOptions', () => {
  it.each([
    { name: 'nothing', creation: {}, perCall: undefined, expected: { malformedCalls: 'feedback' } },
    {
      name: 'creation only',
      creation: { onError: a, maxToolCallSize: 10 },
      perCall: undefined,
      expected: { onError: a, maxToolCallSize: 10, malformedCalls: 'feedback' },
    },
    {
      name: 'per call wins',
      creation: { generateId: a, emitFailedCallText: true, malformedCalls: 'feedback' as const },
      perCall: { generateId: b, emitFailedCallText: false, malformedCalls: 'text' },
      expected: { generateId: b, emitFailedCallText: false, malformedCalls: 'text' },
    },
    {
      name: 'undefined per-call values fall back',
      creation: { generateId: a },
      perCall: { generateId: undefined },
      expected: { generateId: a, malformedCalls: 'feedback' },
    },
    {
      name: 'originalToolSchemas replaced as a whole',
      creation: { originalToolSchemas: { x: {}, y: {} } },
      perCall: { originalToolSchemas: { y: { type: 'object' } } },
      expected: { originalToolSchemas: { y: { type: 'object' } }, malformedCalls: 'feedback' },
    },
    {
      name: 'reasoning merged key by key',
      creation: { reasoning: { startInReasoning: true } },
      perCall: { reasoning: { toolCalls: 'parse' } },
      expected: {
        reasoning: { startInReasoning: true, toolCalls: 'parse' },
        malformedCalls: 'feedback',
      },
    },
    {
      name: 'reasoning switched off per call',
      creation: { reasoning: { startInReasoning: true } },
      perCall: { reasoning: false },
      expected: { reasoning: false, malformedCalls: 'feedback' },
    },
    {
      name: 'internal keys ignored',
      creation: {},
      perCall: { toolNames: ['x'], toolChoice: { type: 'none' }, transport: 'hybrid' },
      expected: { malformedCalls: 'feedback' },
    },
  ])('should resolve $name', ({ creation, perCall, expected }) => {
    expect(resolveCallOptions(creation, perCall)).toEqual(expected);
  });

  it.each([
    { perCall: { malformedCalls: 'silent' }, option: 'malformedCalls' },
    { perCall: { malformedCalls: true }, option: 'malformedCalls' },
  ])('should refuse $perCall with a message naming $option', ({ perCall, option }) => {
    expect(() => resolveCallOptions({}, perCall)).toThrow(
      new RegExp(`${option} must be 'feedback' or 'text'`),
    );
  });
});

describe('resolveTransport', () => {
  it.each([
    { creation: {}, perCall: undefined, expected: 'prompt' },
    { creation: { transport: 'hybrid' as const }, perCall: undefined, expected: 'hybrid' },
    {
      creation: { transport: 'hybrid' as const },
      perCall: { transport: 'prompt' },
      expected: 'prompt',
    },
    { creation: {}, perCall: { transport: 'hybrid' }, expected: 'hybrid' },
  ])('should resolve $creation / $perCall to $expected', ({ creation, perCall, expected }) => {
    expect(resolveTransport(creation, perCall)).toBe(expected);
  });

  it('should refuse an unknown transport, saying what the values are', () => {
    expect(() => resolveTransport({}, { transport: 'native' })).toThrow(
      /transport must be 'prompt' or 'hybrid', got "native"/,
    );
  });
});

describe('checkCallOptionChoices', () => {
  it('should refuse a mistyped option given at creation', () => {
    // @ts-expect-error: the value is wrong on purpose
    expect(() => checkCallOptionChoices({ malformedCalls: 'feedbak' })).toThrow(
      /malformedCalls must be 'feedback' or 'text', got "feedbak"/,
    );
    expect(() =>
      checkCallOptionChoices({ malformedCalls: 'text', transport: 'hybrid' }),
    ).not.toThrow();
  });
});
