import { anyOf, type GrammarRules, literal } from './grammar-rules';

type Schema = Record<string, unknown>;

const JSON_BASE = {
  ws: '[ \\t\\n]{0,20}',
  'json-string':
    '"\\"" ( [^"\\\\\\x00-\\x1f] | "\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F]{4} ) )* "\\""',
  'json-integer': '"-"? ( "0" | [1-9] [0-9]{0,20} )',
  // Finite numbers only (JSON.parse reads `1e999` as Infinity, which JSON writes as null): a
  // positive exponent of three digits (up to 307) only after one integer digit, as JavaScript
  // writes large numbers (`1.5e+300`); two digits after any mantissa of up to 21.
  'json-number':
    '"-"? ( "0" | [1-9] [0-9]{0,20} ) ( "." [0-9]{1,24} )? ( [eE] ( "-" [0-9]{1,3} | "+"? [0-9]{1,2} ) )? | "-"? [1-9] ( "." [0-9]{1,24} )? [eE] "+"? ( [12] [0-9] [0-9] | "30" [0-7] )',
  'json-boolean': '( "true" | "false" )',
  'json-value': '( json-object | json-array | json-string | json-number | json-boolean | "null" )',
  'json-object':
    '"{" ws ( json-string ws ":" ws json-value ( ws "," ws json-string ws ":" ws json-value )* )? ws "}"',
  'json-array': '"[" ws ( json-value ( ws "," ws json-value )* )? ws "]"',
} as const;

/**
 * Writes grammar rules for JSON values that a JSON Schema accepts: `type` (one or a list),
 * `properties` / `required` (in the schema's order; keys beyond `properties` are not allowed,
 * as with `additionalProperties: false`), `items`, `enum`, `const`, `anyOf` / `oneOf`,
 * `nullable`. What a context-free grammar cannot check is left open: string `pattern`, `format`
 * and lengths, number ranges, `uniqueItems`, and `$ref` (any JSON value there).
 */
export class JsonSchemaGrammar {
  constructor(private readonly rules: GrammarRules) {}

  /** The expression for a value the schema accepts (a rule name or a short inline expression). */
  value(schema: unknown, hint: string): string {
    if (!isSchema(schema) || Object.keys(schema).length === 0) return this.base('json-value');
    if (schema.nullable === true) {
      const { nullable: _, ...rest } = schema;
      return anyOf([this.value(rest, hint), '"null"']);
    }
    if ('const' in schema) return literal(JSON.stringify(schema.const));
    if (Array.isArray(schema.enum))
      return anyOf(schema.enum.map((v) => literal(JSON.stringify(v))));
    const union = (schema.anyOf ?? schema.oneOf) as unknown;
    if (Array.isArray(union) && union.length > 0) {
      const { anyOf: _a, oneOf: _o, ...rest } = schema;
      return this.rules.add(
        `${hint}-any`,
        anyOf(union.map((branch, i) => this.value(mergeBranch(rest, branch), `${hint}-${i}`))),
      );
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
      const { allOf, ...rest } = schema;
      return this.value(mergeBranch(rest, allOf[0]), hint);
    }
    const types = typesOf(schema);
    if (types.length === 0) return this.base('json-value');
    return anyOf(types.map((type) => this.typed(type, schema, hint)));
  }

  /** A shared base rule (`ws`, `json-string`, …) by name, added on first use. */
  base(name: keyof typeof JSON_BASE): string {
    if (name === 'json-value' || name === 'json-object' || name === 'json-array') {
      for (const dep of ['ws', 'json-string', 'json-number', 'json-boolean'] as const)
        this.base(dep);
      for (const rec of ['json-value', 'json-object', 'json-array'] as const) {
        this.rules.add(rec, JSON_BASE[rec]);
      }
      return name;
    }
    return this.rules.add(name, JSON_BASE[name]);
  }

  private typed(type: string, schema: Schema, hint: string): string {
    switch (type) {
      case 'string':
        return this.base('json-string');
      case 'integer':
        return this.base('json-integer');
      case 'number':
        return this.base('json-number');
      case 'boolean':
        return this.base('json-boolean');
      case 'null':
        return '"null"';
      case 'array':
        return this.array(schema, hint);
      case 'object':
        return this.object(schema, hint);
      default:
        return this.base('json-value');
    }
  }

  private array(schema: Schema, hint: string): string {
    if (!isSchema(schema.items)) return this.base('json-array');
    const ws = this.base('ws');
    const item = this.value(schema.items, `${hint}-item`);
    return this.rules.add(hint, `"[" ${ws} ( ${item} ( ${ws} "," ${ws} ${item} )* )? ${ws} "]"`);
  }

  private object(schema: Schema, hint: string): string {
    const ws = this.base('ws');
    const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    if (properties.length === 0) {
      return schema.additionalProperties === false ? `"{" ${ws} "}"` : this.base('json-object');
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const members = properties.map(([key, propertySchema]) => ({
      required: required.has(key),
      expr: `${literal(JSON.stringify(key))} ${ws} ":" ${ws} ${this.value(propertySchema, `${hint}-${key}`)}`,
    }));
    return this.rules.add(
      hint,
      `"{" ${ws} ${orderedMembers(members, `${ws} "," ${ws}`)} ${ws} "}"`,
    );
  }
}

interface Member {
  readonly required: boolean;
  readonly expr: string;
}

/**
 * The members of an object in the schema's order, each optional one present or not, with a
 * separator between two present ones; written right to left so that the expression stays linear
 * in the number of members.
 */
export function orderedMembers(members: readonly Member[], separator: string): string {
  // first: the members from i on when none came before; after: when one did.
  let first = '';
  let after = '';
  for (let i = members.length - 1; i >= 0; i--) {
    const member = members[i] as Member;
    const withFollowers = `${member.expr} ${after}`.trim();
    const nextAfter = member.required
      ? `${separator} ${withFollowers}`
      : `( ${separator} ${member.expr} )? ${after}`.trim();
    first = member.required
      ? withFollowers
      : first === ''
        ? `( ${withFollowers} )?`
        : `( ${withFollowers} | ${first} )`;
    after = nextAfter;
  }
  return first;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(schema: Schema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t) => typeof t === 'string');
  if (isSchema(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

function mergeBranch(outer: Schema, branch: unknown): Schema {
  return isSchema(branch) ? { ...outer, ...branch } : outer;
}
