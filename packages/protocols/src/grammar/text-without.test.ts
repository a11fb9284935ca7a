import { describe, expect, it } from 'vitest';
import { GrammarRules } from './grammar-rules';
import { textWithout } from './text-without';

describe('textWithout', () => {
  it('writes the state rules of a marker once per grammar, however many values use it', () => {
    const rules = new GrammarRules();
    const first = textWithout('<|close|>', rules);
    expect(textWithout('<|close|>', rules)).toBe(first);
    const grammar = rules.render(first);
    // One read-on and one tail rule per matched prefix (`<`, `<|`, … `<|close|`).
    expect(grammar.match(/^text-without-r\d+ ::=/gm)).toHaveLength(8);
    expect(grammar.match(/^text-without-t\d+ ::=/gm)).toHaveLength(8);
  });

  it('keeps the closing-tag rule of the XML-parameter formats for `</`', () => {
    const rules = new GrammarRules();
    expect(textWithout('</', rules)).toBe('raw-text');
  });

  it('refuses a marker whose first letter comes back, saying what it needs', () => {
    expect(() => textWithout(']<]minimax[>[', new GrammarRules())).toThrow(
      /first letter occurs once/,
    );
    expect(() => textWithout('<', new GrammarRules())).toThrow(/two or more letters/);
    expect(() => textWithout('<｜end｜>', new GrammarRules())).toThrow(/ASCII marker/);
  });
});
