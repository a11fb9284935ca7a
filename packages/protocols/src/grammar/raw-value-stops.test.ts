import { describe, expect, it } from 'vitest';
import type { CallShape } from './call-shape';
import { rawValueStops } from './raw-value-stops';

const QWEN_LIKE: CallShape = {
  kind: 'call-shape',
  trigger: () => '<tool_call>',
  begin: (name) => `<tool_call>\n<function=${name}>\n`,
  end: () => '</function>\n</tool_call>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<parameter=${name}>\n`,
    close: '\n</parameter>\n',
  },
};

describe('rawValueStops', () => {
  it('takes the value stop and every tag of the shape, cut before a name', () => {
    expect(rawValueStops(QWEN_LIKE).sort()).toEqual(
      [
        '</',
        '</function>',
        '</parameter>',
        '</tool_call>',
        '<function=',
        '<parameter=',
        '<tool_call>',
      ].sort(),
    );
  });

  it('takes a declared stop and the declared tokens', () => {
    const shape: CallShape = {
      ...QWEN_LIKE,
      arguments: { kind: 'parameters', open: () => '<|v|>', close: '<|end|>', stop: '<|end|>' },
      specialTokens: ['<|sep|>'],
    };
    expect(rawValueStops(shape)).toEqual(
      expect.arrayContaining(['<|end|>', '<|v|>', '<|sep|>', '<tool_call>', '<function=']),
    );
    expect(rawValueStops(shape)).not.toContain('</');
  });

  it('has none for a shape without raw values', () => {
    expect(rawValueStops({ ...QWEN_LIKE, arguments: { kind: 'json' } })).toEqual([]);
  });
});
