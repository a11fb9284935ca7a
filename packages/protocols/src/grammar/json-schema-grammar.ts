import { anyOf, type GrammarRules, literal } from './grammar-rules';
import { type BaseRole, JSON_SYNTAX, type ValueSyntax } from './value-syntax';

type Schema = Record<string, unknown>;

/**
 * Writes grammar rules for JSON values that a JSON Schema accepts: `type` (one or a list),
 * `properties` / `required` (in the schema's order; keys beyond `properties` are not allowed,
 * as with `additionalProperties: false`), `items`, `enum`, `const`, `anyOf` / `oneOf`,
 * `nullable`. What a context-free grammar cannot check is left open: string `pattern`, `format`
 * and lengths, number ranges, `uniqueItems`, and `$ref` (any JSON value there). The values are
 * spelled in the given syntax (JSON unless told), so Python literals and Gemma's DSL share this.
 */
export class JsonSchemaGrammar {
  constructor(
    private readonly rules: GrammarRules,
    private readonly syntax: ValueSyntax = JSON_SYNTAX,
  ) {}

  /** The expression for a value the schema accepts (a rule name or a short inline expression). */
  value(schema: unknown, hint: string): string {
    const { syntax } = this;
    if (!isSchema(schema) || Object.keys(schema).length === 0) return this.base('value');
    if (schema.nullable === true) {
      const { nullable: _, ...rest } = schema;
      return anyOf([this.value(rest, hint), syntax.nullValue]);
    }
    if ('const' in schema) return syntax.literal(schema.const);
    if (Array.isArray(schema.enum)) return anyOf(schema.enum.map((v) => syntax.literal(v)));
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
    if (types.length === 0) return this.base('value');
    return anyOf(types.map((type) => this.typed(type, schema, hint)));
  }

  /** One of the syntax's base rules (`ws`, its string, any value, …), added on first use. */
  base(role: BaseRole): string {
    const { base, recursive } = this.syntax;
    if (recursive.includes(role)) {
      for (const dep of ['ws', 'string', 'number', 'boolean'] as const) this.base(dep);
      for (const rec of recursive) this.rules.define(base[rec].name, this.body(rec));
      return base[role].name;
    }
    return this.rules.add(base[role].name, this.body(role));
  }

  private body(role: BaseRole): string {
    const { body } = this.syntax.base[role];
    return typeof body === 'string' ? body : body(this.rules);
  }

  /**
   * The members of an object of this schema, each as `key(name)` then the value, `separator`
   * between two (a Python call's keyword arguments: `key=value, …`); in the writer's key order.
   */
  members(schema: unknown, hint: string, key: (name: string) => string, separator: string): string {
    const properties = isSchema(schema) && isSchema(schema.properties) ? schema.properties : {};
    const required = new Set(
      isSchema(schema) && Array.isArray(schema.required) ? schema.required : [],
    );
    const members = this.ordered(Object.entries(properties)).map(([name, propertySchema]) => ({
      required: required.has(name),
      expr: `${key(name)} ${this.value(propertySchema, `${hint}-${name}`)}`,
    }));
    return orderedMembers(members, separator);
  }

  private typed(type: string, schema: Schema, hint: string): string {
    switch (type) {
      case 'string':
        return this.base('string');
      case 'integer':
        return this.base('integer');
      case 'number':
        return this.base('number');
      case 'boolean':
        return this.base('boolean');
      case 'null':
        return this.syntax.nullValue;
      case 'array':
        return this.array(schema, hint);
      case 'object':
        return this.object(schema, hint);
      default:
        return this.base('value');
    }
  }

  private array(schema: Schema, hint: string): string {
    if (!isSchema(schema.items)) return this.base('array');
    const ws = this.base('ws');
    const item = this.value(schema.items, `${hint}-item`);
    const comma = this.syntax.comma;
    return this.rules.add(hint, `"[" ${ws} ( ${item} ( ${comma} ${item} )* )? ${ws} "]"`);
  }

  private object(schema: Schema, hint: string): string {
    const ws = this.base('ws');
    const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    if (properties.length === 0) {
      return schema.additionalProperties === false ? `"{" ${ws} "}"` : this.base('object');
    }
    const { syntax } = this;
    const key = (name: string): string => `${literal(syntax.key(name))} ${syntax.colon}`;
    return this.rules.add(
      hint,
      `"{" ${ws} ${this.members(schema, hint, key, syntax.comma)} ${ws} "}"`,
    );
  }

  /** Properties in the order the writer puts them: as given, or sorted as Jinja's `dictsort`. */
  private ordered<T>(entries: [string, T][]): [string, T][] {
    if (!this.syntax.sortKeys) return entries;
    const lower = (name: string): string => name.toLowerCase();
    return [...entries].sort(([a], [b]) =>
      lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0,
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
