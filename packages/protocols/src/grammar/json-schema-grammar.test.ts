import { describe, expect, it } from 'vitest';
import { GrammarRules, literal } from './grammar-rules';
import { JsonSchemaGrammar, orderedMembers } from './json-schema-grammar';

function grammarOf(schema: unknown): string {
  const rules = new GrammarRules();
  return rules.render(new JsonSchemaGrammar(rules).value(schema, 'args'));
}

describe('JsonSchemaGrammar', () => {
  it('writes enum and const values as their exact JSON', () => {
    expect(grammarOf({ enum: ['a', 1, null] })).toContain('( "\\"a\\"" | "1" | "null" )');
    expect(grammarOf({ const: 'x' })).toBe('root ::= "\\"x\\""\n');
  });

  it('orders members as the schema does, each optional one present or not', () => {
    const expr = orderedMembers(
      [
        { required: false, expr: 'a' },
        { required: true, expr: 'b' },
        { required: false, expr: 'c' },
      ],
      'SEP',
    );
    // a? b c?, with a separator between two present members.
    expect(expr).toBe('( a SEP b ( SEP c )? | b ( SEP c )? )');
  });

  it('allows nulls for nullable, and every listed type', () => {
    expect(grammarOf({ type: 'integer', nullable: true })).toContain('( json-integer | "null" )');
    expect(grammarOf({ type: ['string', 'boolean'] })).toContain('( json-string | json-boolean )');
  });

  it('accepts any JSON value where the schema says nothing, or uses $ref', () => {
    expect(grammarOf({})).toMatch(/^root ::= json-value\n/);
    expect(grammarOf({ $ref: '#/definitions/x' })).toMatch(/^root ::= json-value\n/);
  });

  it('reuses one rule for one shape', () => {
    const rules = new GrammarRules();
    const json = new JsonSchemaGrammar(rules);
    const schema = { type: 'array', items: { type: 'string' } };
    expect(json.value(schema, 'first')).toBe(json.value(schema, 'second'));
  });
});

describe('literal', () => {
  it('escapes quotes, backslashes and control characters, keeps other text as UTF-8', () => {
    expect(literal('a"b\\c\n\u0001｜')).toBe('"a\\"b\\\\c\\n\\x01｜"');
  });
});
