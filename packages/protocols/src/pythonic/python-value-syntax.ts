import { literal } from '../grammar/grammar-rules';
import { SHARED_BASE, type ValueSyntax } from '../grammar/value-syntax';
import { pythonLiteral, pythonString } from './python-literal';

/** A backslash escape as `pythonString` writes them. */
const ESCAPE = '"\\\\" ( ["\'\\\\nrt] | "x" [0-9a-f]{2} | "u" [0-9a-f]{4} )';

/**
 * Python literals as `pythonLiteral` writes them (Python's `repr`): strings in single quotes, or
 * double quotes when they hold `'` and no `"`, with backslash escapes; `True` / `False` / `None`;
 * lists and dicts with `, ` and `: `; numbers as JavaScript prints them, which Python reads.
 */
export const PYTHON_SYNTAX: ValueSyntax = {
  base: {
    ...SHARED_BASE,
    string: {
      name: 'py-string',
      body: `( "'" ( [^'\\\\\\x00-\\x1f\\x7f] | ${ESCAPE} )* "'" | "\\"" ( [^"\\\\\\x00-\\x1f\\x7f] | ${ESCAPE} )* "\\"" )`,
    },
    boolean: { name: 'py-boolean', body: '( "True" | "False" )' },
    value: {
      name: 'py-value',
      body: '( py-dict | py-list | py-string | json-number | py-boolean | "None" )',
    },
    object: {
      name: 'py-dict',
      body: '"{" ws ( py-string ws ":" ws py-value ( ws "," ws py-string ws ":" ws py-value )* )? ws "}"',
    },
    array: { name: 'py-list', body: '"[" ws ( py-value ( ws "," ws py-value )* )? ws "]"' },
  },
  recursive: ['value', 'object', 'array'],
  literal: (value) => literal(pythonLiteral(value)),
  nullValue: '"None"',
  key: pythonString,
  colon: 'ws ":" ws',
  comma: 'ws "," ws',
  sortKeys: false,
};
