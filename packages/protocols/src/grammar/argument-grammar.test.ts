import { describe, expect, it } from 'vitest';
import { argumentGrammar } from './argument-grammar';
import type { ArgumentStyle } from './call-shape';
import { GrammarRules } from './grammar-rules';
import { JSON_SYNTAX } from './value-syntax';

/** Qwen3-Coder's parameters: strings raw up to `</`, other values JSON. */
const PARAMETERS: ArgumentStyle = {
  kind: 'parameters',
  open: (name) => `<parameter=${name}>\n`,
  close: '\n</parameter>\n',
  values: JSON_SYNTAX,
};

function grammarOf(schema: unknown, rawStops: readonly string[] = []): string {
  const rules = new GrammarRules();
  return rules.render(argumentGrammar(PARAMETERS, schema, 'args', rules, rawStops));
}

describe('argumentGrammar: raw enum strings', () => {
  it('leaves out an enum value its parser would cut short or read markup in', () => {
    const schema = {
      type: 'object',
      properties: { mode: { type: 'string', enum: ['fast', 'a</b', 'x<tool_call>y', 'safe'] } },
    };
    const grammar = grammarOf(schema, ['</', '<tool_call>']);
    expect(grammar).toContain('"fast"');
    expect(grammar).toContain('"safe"');
    expect(grammar).not.toContain('a</b');
    expect(grammar).not.toContain('x<tool_call>y');
  });

  it('keeps the enum whole where no value could be written, so the tool stays callable', () => {
    const schema = { type: 'object', properties: { tag: { type: 'string', enum: ['</a>'] } } };
    expect(grammarOf(schema)).toContain('"</a>"');
  });
});
