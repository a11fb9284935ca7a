import { describe, expect, it } from 'vitest';
import { gemma4Grammar } from './gemma4-grammar';
import { gemma4Protocol } from './gemma4-protocol';

describe('gemma4Grammar', () => {
  it("reads each dialect's call and quote tokens from its writer", () => {
    for (const [protocol, open, close, quote] of [
      [gemma4Protocol(), '<|tool_call>', '<tool_call|>', '<|"|>'],
      [
        gemma4Protocol({ dialect: 'functiongemma' }),
        '<start_function_call>',
        '<end_function_call>',
        '<escape>',
      ],
    ] as const) {
      const shape = gemma4Grammar(protocol);
      if (shape.kind !== 'call-shape') throw new Error(shape.reason);
      expect(shape.trigger('f')).toBe(open);
      expect(shape.begin('f')).toBe(`${open}call:f`);
      expect(shape.end('f')).toBe(close);
      expect(shape.specialTokens).toEqual([open, close, quote]);
      if (shape.arguments.kind !== 'json' || shape.arguments.syntax === undefined)
        throw new Error('the DSL has a syntax of its own');
      expect(shape.arguments.syntax.literal('on')).toBe(JSON.stringify(`${quote}on${quote}`));
      expect(shape.arguments.syntax.sortKeys).toBe(true);
    }
  });
});
