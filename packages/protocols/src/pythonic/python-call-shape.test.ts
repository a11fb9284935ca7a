import { describe, expect, it } from 'vitest';
import { pythonicTagsGrammar } from '../pythonic-tags/pythonic-tags-grammar';
import { pythonicTagsProtocol } from '../pythonic-tags/pythonic-tags-protocol';
import { pythonicGrammar } from './pythonic-grammar';
import { pythonicProtocol } from './pythonic-protocol';

describe('the Python call shapes', () => {
  it('put the keyword arguments inside the parentheses, the markers around them', () => {
    const cases = [
      [pythonicGrammar(pythonicProtocol()), '[f(', '[f(', ')]'],
      [
        pythonicTagsGrammar(pythonicTagsProtocol('lfm2')),
        '<|tool_call_start|>',
        '<|tool_call_start|>[f(',
        ')]<|tool_call_end|>',
      ],
      [
        pythonicTagsGrammar(pythonicTagsProtocol('olmo3')),
        '<function_calls>',
        '<function_calls>f(',
        ')</function_calls>',
      ],
    ] as const;
    for (const [shape, trigger, begin, end] of cases) {
      if (shape.kind !== 'call-shape') throw new Error(shape.reason);
      expect([shape.trigger('f'), shape.begin('f'), shape.end('f')]).toEqual([trigger, begin, end]);
      expect(shape.arguments.kind).toBe('keywords');
    }
  });
});
