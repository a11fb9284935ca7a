import { describe, expect, it } from 'vitest';
import type { CallParams } from './core-types';
import { readState, stateTools, withState } from './middleware-state';

const prompt: CallParams['prompt'] = [];

describe('readState', () => {
  it.each([
    { name: 'no provider options', params: { prompt }, expected: undefined },
    {
      name: 'user options only',
      params: { prompt, providerOptions: { toolCallMiddleware: { onError: 1 } } },
      expected: undefined,
    },
    {
      name: 'malformed fields',
      params: {
        prompt,
        providerOptions: {
          toolCallMiddleware: {
            toolNames: ['a', 3],
            toolSchemas: 'x',
            toolChoice: {},
            warnings: 'w',
            transport: 'carrier pigeon',
          },
        },
      },
      expected: {
        toolNames: ['a'],
        toolSchemas: {},
        toolChoice: { type: 'auto' },
        warnings: [],
        transport: 'prompt',
      },
    },
  ])('should read $name', ({ params, expected }) => {
    expect(readState(params as CallParams)).toEqual(expected);
  });

  it('should read back what withState wrote, next to user options', () => {
    const state = {
      toolNames: ['t'],
      toolSchemas: { t: { type: 'object' } },
      toolChoice: { type: 'required' as const },
      warnings: [],
      transport: 'prompt' as const,
    };
    const params = withState(
      { prompt, providerOptions: { toolCallMiddleware: { onError: 'keep' }, other: { a: 1 } } },
      state,
    );
    expect(params.providerOptions).toEqual({
      toolCallMiddleware: { onError: 'keep', ...state },
      other: { a: 1 },
    });
    expect(readState(params)).toEqual(state);
  });
});

describe('stateTools', () => {
  it('should rebuild function tools, with an empty schema when one is missing', () => {
    expect(
      stateTools({
        toolNames: ['a', 'b'],
        toolSchemas: { a: { type: 'object' } },
        toolChoice: { type: 'auto' },
        warnings: [],
        transport: 'prompt' as const,
      }),
    ).toEqual([
      { type: 'function', name: 'a', inputSchema: { type: 'object' } },
      { type: 'function', name: 'b', inputSchema: {} },
    ]);
  });
});
