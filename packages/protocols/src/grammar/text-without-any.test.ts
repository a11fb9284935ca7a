import { describe, expect, it } from 'vitest';
import { GrammarRules } from './grammar-rules';
import { textWithoutAny } from './text-without-any';

describe('textWithoutAny', () => {
  it('writes the automaton once per stop set and follow, however many values use it', () => {
    const rules = new GrammarRules();
    const first = textWithoutAny(['</', '<tool_call>'], '</arg_value>', rules);
    expect(textWithoutAny(['</', '<tool_call>'], '</arg_value>', rules)).toBe(first);
    expect(textWithoutAny(['</', '<tool_call>'], '</v>', rules)).not.toBe(first);
  });

  it('has one state per prefix of the stops a text may end with', () => {
    const rules = new GrammarRules();
    const grammar = rules.render(textWithoutAny(['</', '<ab>'], '</', rules));
    // '', '<', '<a', '<ab'
    expect(grammar.match(/^text-without-any[-\w]* ::=/gm), grammar).toHaveLength(4);
  });

  it('leaves out a stop that holds another: excluding `</` excludes `</tool_call>`', () => {
    const rules = new GrammarRules();
    const both = rules.render(textWithoutAny(['</', '</tool_call>'], '</', rules));
    const alone = new GrammarRules();
    expect(both).toBe(alone.render(textWithoutAny(['</'], '</', alone)));
  });

  it('refuses an empty stop set, saying what it needs', () => {
    expect(() => textWithoutAny([''], '</', new GrammarRules())).toThrow(/at least one/);
  });

  it('refuses a stop that starts beyond ASCII, which would leave no non-ASCII text', () => {
    expect(() => textWithoutAny(['｜x'], '</', new GrammarRules())).toThrow(/start with ASCII/);
  });

  it('names only the letters that go on with a marker; the rest is one class', () => {
    const rules = new GrammarRules();
    const grammar = rules.render(textWithoutAny(['</', '<｜x>'], '</', rules));
    const [start, afterOpen] = grammar
      .split('\n')
      .filter((line) => line.startsWith('text-without-any'));
    expect(start).toBe('text-without-any ::= ( [^<] text-without-any | "<" text-without-any-2 )?');
    // After `<`, `｜` goes on: an ASCII class without `/` (completes `</`) and `<` (starts anew).
    expect(afterOpen).toBe(
      'text-without-any-2 ::= ( [\\x00-\\x2e\\x30-\\x3b\\x3d-\\x7f] text-without-any | "<" text-without-any-2 | "｜" text-without-any-3 )?',
    );
  });
});
