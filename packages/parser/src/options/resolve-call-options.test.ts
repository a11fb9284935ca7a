import { describe, expect, it } from 'vitest';
import { resolveCallOptions } from './resolve-call-options';

const a = () => 'a';
const b = () => 'b';

describe('resolveCallOptions', () => {
  it.each([
    { name: 'nothing', creation: {}, perCall: undefined, expected: {} },
    {
      name: 'creation only',
      creation: { onError: a, maxToolCallSize: 10 },
      perCall: undefined,
      expected: { onError: a, maxToolCallSize: 10 },
    },
    {
      name: 'per call wins',
      creation: { generateId: a, emitFailedCallText: true },
      perCall: { generateId: b, emitFailedCallText: false },
      expected: { generateId: b, emitFailedCallText: false },
    },
    {
      name: 'undefined per-call values fall back',
      creation: { generateId: a },
      perCall: { generateId: undefined },
      expected: { generateId: a },
    },
    {
      name: 'originalToolSchemas replaced as a whole',
      creation: { originalToolSchemas: { x: {}, y: {} } },
      perCall: { originalToolSchemas: { y: { type: 'object' } } },
      expected: { originalToolSchemas: { y: { type: 'object' } } },
    },
    {
      name: 'reasoning merged key by key',
      creation: { reasoning: { startInReasoning: true } },
      perCall: { reasoning: { toolCalls: 'parse' } },
      expected: { reasoning: { startInReasoning: true, toolCalls: 'parse' } },
    },
    {
      name: 'reasoning switched off per call',
      creation: { reasoning: { startInReasoning: true } },
      perCall: { reasoning: false },
      expected: { reasoning: false },
    },
    {
      name: 'internal keys ignored',
      creation: {},
      perCall: { toolNames: ['x'], toolChoice: { type: 'none' } },
      expected: {},
    },
  ])('should resolve $name', ({ creation, perCall, expected }) => {
    expect(resolveCallOptions(creation, perCall)).toEqual(expected);
  });
});
