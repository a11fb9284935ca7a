import type { ArgumentStyle } from './call-shape';
import { anyOf, type GrammarRules, literal } from './grammar-rules';
import { JsonSchemaGrammar, orderedMembers } from './json-schema-grammar';
import { textWithout } from './text-without';
import { holdsNoStop, textWithoutAny } from './text-without-any';

type Schema = Record<string, unknown>;

/** Text of an XML leaf as rxml writes it: plain text, or CDATA where it has `<`, `&` or `]]>`. */
const XML_TEXT = '( [^<&] | "<![CDATA[" ( [^\\]] | "]" [^\\]] | "]]" "]"* [^>\\]] )* "]"* "]]>" )*';

/**
 * The grammar expression for one tool's arguments, written in the call shape's style; the rules it
 * needs are added to `rules`. `rawStops` are the markers a raw string value must not hold (see
 * `rawValueStops`); without them a raw value excludes only its own stop.
 */
export function argumentGrammar(
  style: ArgumentStyle,
  schema: unknown,
  hint: string,
  rules: GrammarRules,
  rawStops: readonly string[] = [],
): string {
  switch (style.kind) {
    case 'json':
      return new JsonSchemaGrammar(rules, style.syntax).value(
        isSchema(schema) ? { type: 'object', ...schema } : schema,
        hint,
      );
    case 'parameters':
      return parameterList(
        style,
        schema,
        { hint, rawStops },
        rules,
        new JsonSchemaGrammar(rules, style.values),
      );
    case 'keywords': {
      const python = new JsonSchemaGrammar(rules, style.syntax);
      const key = (name: string): string => `${literal(name)} ws "=" ws`;
      python.base('ws');
      const members = python.members(schema, hint, key, style.syntax.comma);
      return rules.add(`${hint}-keywords`, members || '""');
    }
    case 'xml-elements':
      return xmlChildren(schema, hint, rules, new JsonSchemaGrammar(rules));
  }
}

function parameterList(
  style: Extract<ArgumentStyle, { kind: 'parameters' }>,
  schema: unknown,
  { hint, rawStops }: { hint: string; rawStops: readonly string[] },
  rules: GrammarRules,
  json: JsonSchemaGrammar,
): string {
  const properties = propertiesOf(schema);
  if (properties.length === 0) return '""';
  const required = requiredOf(schema);
  const items = properties.map(([name, propertySchema]) => {
    const closeText = typeof style.close === 'string' ? style.close : style.close(name);
    const close = literal(closeText);
    const rawText = (): string =>
      rawStops.length > 1
        ? textWithoutAny(rawStops, closeText, rules)
        : textWithout(style.stop ?? '</', rules);
    const forms: string[] = [];
    const strings = stringForms(propertySchema);
    if (strings === 'any') forms.push(`${literal(style.open(name, true))} ${rawText()} ${close}`);
    else if (strings !== undefined) {
      const stops = rawStops.length > 1 ? rawStops : [style.stop ?? '</'];
      const written = writableRaw(strings, stops, closeText);
      forms.push(`${literal(style.open(name, true))} ${anyOf(written.map(literal))} ${close}`);
    }
    if (!isStringOnly(propertySchema)) {
      const value = json.value(withoutStrings(propertySchema), `${hint}-${name}`);
      forms.push(`${literal(style.open(name, false))} ${value} ${close}`);
    }
    return { required: required.has(name), expr: rules.add(`${hint}-${name}-param`, anyOf(forms)) };
  });
  return rules.add(`${hint}-params`, orderedMembers(items, '') || '""');
}

function xmlChildren(
  schema: unknown,
  hint: string,
  rules: GrammarRules,
  json: JsonSchemaGrammar,
): string {
  const properties = propertiesOf(schema);
  if (properties.length === 0) return '""';
  const required = requiredOf(schema);
  const items = properties.map(([name, propertySchema]) => ({
    required: required.has(name),
    expr: rules.add(
      `${hint}-${name}-el`,
      `${literal(`<${name}>`)} ${xmlValue(propertySchema, `${hint}-${name}`, rules, json)} ${literal(`</${name}>`)}`,
    ),
  }));
  return rules.add(`${hint}-elements`, orderedMembers(items, '') || '""');
}

/** A value inside an element: children for objects, `<item>`s for arrays, text for the rest. */
function xmlValue(
  schema: unknown,
  hint: string,
  rules: GrammarRules,
  json: JsonSchemaGrammar,
): string {
  if (!isSchema(schema)) return rules.add('xml-text', XML_TEXT);
  const union = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(union) && union.length > 0) {
    return anyOf(union.map((branch, i) => xmlValue(branch, `${hint}-${i}`, rules, json)));
  }
  const types =
    typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  const forms = types.map((type): string => {
    if (type === 'object')
      return propertiesOf(schema).length > 0
        ? xmlChildren(schema, hint, rules, json)
        : rules.add('xml-text', XML_TEXT);
    if (type === 'array') {
      const item = xmlValue(schema.items, `${hint}-item`, rules, json);
      return `( "<item>" ${item} "</item>" )*`;
    }
    if (type === 'string') {
      return Array.isArray(schema.enum)
        ? anyOf(schema.enum.map((v) => literal(String(v))))
        : rules.add('xml-text', XML_TEXT);
    }
    if (type === 'null') return '"null"';
    return json.value({ type }, hint);
  });
  if (schema.nullable === true) forms.push('"null"');
  return forms.length > 0 ? anyOf(forms) : rules.add('xml-text', XML_TEXT);
}

/**
 * The enum strings a raw value can hold: none of `stops` may start inside it, even one that the
 * closing tag completes, or the parser would cut the value short or read markup in it. Where no
 * value is left the enum is kept whole: a call of that tool could not be written at all, and a
 * grammar that refused every call of a declared tool would hide the schema's problem.
 */
function writableRaw(
  strings: readonly string[],
  stops: readonly string[],
  close: string,
): string[] {
  const writable = strings.filter((value) => holdsNoStop(value, close, stops));
  return writable.length > 0 ? writable : [...strings];
}

/** `'any'` for a free string, the allowed strings for an enum / const, undefined for no string. */
function stringForms(schema: unknown): 'any' | string[] | undefined {
  if (!isSchema(schema)) return 'any';
  if ('const' in schema) return typeof schema.const === 'string' ? [schema.const] : undefined;
  if (Array.isArray(schema.enum)) {
    const strings = schema.enum.filter((v): v is string => typeof v === 'string');
    return strings.length > 0 ? strings : undefined;
  }
  const union = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(union)) {
    const parts = union.map(stringForms);
    if (parts.includes('any')) return 'any';
    const strings = parts.flatMap((p) => (Array.isArray(p) ? p : []));
    return strings.length > 0 ? strings : undefined;
  }
  const types =
    typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  if (types.length === 0) return Object.keys(schema).length === 0 ? 'any' : undefined;
  return types.includes('string') ? 'any' : undefined;
}

function isStringOnly(schema: unknown): boolean {
  if (!isSchema(schema)) return false;
  if ('const' in schema) return typeof schema.const === 'string';
  if (Array.isArray(schema.enum)) return schema.enum.every((v) => typeof v === 'string');
  if (schema.anyOf !== undefined || schema.oneOf !== undefined || schema.nullable === true)
    return false;
  return schema.type === 'string';
}

/** The schema with its string branch taken out (that branch is written as raw text). */
function withoutStrings(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  if (Array.isArray(schema.enum))
    return { ...schema, enum: schema.enum.filter((v) => typeof v !== 'string') };
  if (Array.isArray(schema.type))
    return { ...schema, type: schema.type.filter((t) => t !== 'string') };
  return schema;
}

function propertiesOf(schema: unknown): [string, unknown][] {
  return isSchema(schema) && isSchema(schema.properties) ? Object.entries(schema.properties) : [];
}

function requiredOf(schema: unknown): Set<unknown> {
  return new Set(isSchema(schema) && Array.isArray(schema.required) ? schema.required : []);
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
