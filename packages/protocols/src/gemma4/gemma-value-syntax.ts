import { literal } from '../grammar/grammar-rules';
import { textWithout } from '../grammar/text-without';
import { SHARED_BASE, type ValueSyntax } from '../grammar/value-syntax';

/** A key of an object the schema leaves open, written bare as the DSL writes keys. */
const BARE_KEY = '[A-Za-z_$] [A-Za-z0-9_$.-]*';

/**
 * Google's call DSL as the Gemma writer renders it: bare keys sorted case-insensitively, strings
 * between the dialect's quote token (raw text that cannot hold it), `true` / `false`, `None`
 * for null, numbers as JavaScript prints them, no spaces.
 *
 * @param quote The token on both sides of a string (`<|"|>`, `<escape>`).
 * @param valueText The writer's text for a `const` or `enum` value.
 */
export function gemmaValueSyntax(
  quote: string,
  valueText: (value: unknown) => string,
): ValueSyntax {
  const q = literal(quote);
  return {
    base: {
      ...SHARED_BASE,
      string: { name: 'gemma-string', body: (rules) => `${q} ${textWithout(quote, rules)} ${q}` },
      boolean: { name: 'gemma-boolean', body: '( "true" | "false" )' },
      value: {
        name: 'gemma-value',
        body: '( gemma-object | gemma-array | gemma-string | json-number | gemma-boolean | "None" )',
      },
      object: {
        name: 'gemma-object',
        body: `"{" ws ( ${BARE_KEY} ws ":" ws gemma-value ( ws "," ws ${BARE_KEY} ws ":" ws gemma-value )* )? ws "}"`,
      },
      array: {
        name: 'gemma-array',
        body: '"[" ws ( gemma-value ( ws "," ws gemma-value )* )? ws "]"',
      },
    },
    recursive: ['value', 'object', 'array'],
    literal: (value) => literal(valueText(value)),
    nullValue: '"None"',
    key: (name) => name,
    colon: 'ws ":" ws',
    comma: 'ws "," ws',
    sortKeys: true,
  };
}
