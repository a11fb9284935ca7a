import { type GrammarRules, literal } from './grammar-rules';

/** The base rules a value syntax defines: whitespace, the scalars, and any value of the syntax. */
export type BaseRole =
  | 'ws'
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'value'
  | 'object'
  | 'array';

/** A base rule; a body that needs rules of its own (text up to a delimiter) adds them. */
export interface BaseRule {
  readonly name: string;
  readonly body: string | ((rules: GrammarRules) => string);
}

/**
 * How a format spells values: JSON, Python literals (pythonic calls, Seed-OSS parameters), or
 * Gemma's call DSL. The schema-driven grammar ({@link JsonSchemaGrammar}) is the same for all;
 * only the spelling of scalars, keys and brackets differs. A syntax's base rules have names of
 * their own (`py-string`), except those whose bodies are the same in several syntaxes (`ws`,
 * `json-integer`), which the rule set then writes once.
 */
export interface ValueSyntax {
  /** Each base rule's name and body; the bodies refer to each other by these names. */
  readonly base: Readonly<Record<BaseRole, BaseRule>>;
  /** The base roles whose bodies refer to the others (written together, on first use). */
  readonly recursive: readonly BaseRole[];
  /** The exact text of a `const` or `enum` value, as the format's writer renders it. */
  readonly literal: (value: unknown) => string;
  /** The grammar of `null`. */
  readonly nullValue: string;
  /** The text of an object key, without the separator before its value. */
  readonly key: (name: string) => string;
  /** The grammar between a key and its value. */
  readonly colon: string;
  /** The grammar between two members or items. */
  readonly comma: string;
  /** Whether the writer orders an object's keys by name (case-insensitively) rather than as given. */
  readonly sortKeys: boolean;
}

const WS = '[ \\t\\n]{0,20}';
const INTEGER = '"-"? ( "0" | [1-9] [0-9]{0,20} )';
// Finite numbers only (JSON.parse reads `1e999` as Infinity, which JSON writes as null): a
// positive exponent of three digits (up to 307) only after one integer digit, as JavaScript
// writes large numbers (`1.5e+300`); two digits after any mantissa of up to 21.
const NUMBER =
  `( ${INTEGER} ( "." [0-9]{1,24} )? ( [eE] ( "-" [0-9]{1,3} | "+"? [0-9]{1,2} ) )?` +
  ' | "-"? [1-9] ( "." [0-9]{1,24} )? [eE] "+"? ( [12] [0-9] [0-9] | "30" [0-7] ) )';

/** The shared numeric and whitespace rules, which JavaScript's number formatting matches in every syntax. */
export const SHARED_BASE = {
  ws: { name: 'ws', body: WS },
  integer: { name: 'json-integer', body: INTEGER },
  number: { name: 'json-number', body: NUMBER },
} as const;

/** JSON, as `JSON.stringify` writes it (any JSON whitespace between tokens). */
export const JSON_SYNTAX: ValueSyntax = {
  base: {
    ...SHARED_BASE,
    string: {
      name: 'json-string',
      body: '"\\"" ( [^"\\\\\\x00-\\x1f] | "\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F]{4} ) )* "\\""',
    },
    boolean: { name: 'json-boolean', body: '( "true" | "false" )' },
    value: {
      name: 'json-value',
      body: '( json-object | json-array | json-string | json-number | json-boolean | "null" )',
    },
    object: {
      name: 'json-object',
      body: '"{" ws ( json-string ws ":" ws json-value ( ws "," ws json-string ws ":" ws json-value )* )? ws "}"',
    },
    array: { name: 'json-array', body: '"[" ws ( json-value ( ws "," ws json-value )* )? ws "]"' },
  },
  recursive: ['value', 'object', 'array'],
  literal: (value) => literal(JSON.stringify(value)),
  nullValue: '"null"',
  key: (name) => JSON.stringify(name),
  colon: 'ws ":" ws',
  comma: 'ws "," ws',
  sortKeys: false,
};
