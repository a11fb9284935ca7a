import {
  getItemSchema,
  getPropertySchema,
  getSchemaType,
  isStreamableStringSchema,
  unwrapJsonSchema,
} from '@tool/coercion';
import { charClass } from './char-class';
import { StringValueEnd } from './string-value-end';

/**
 * How the scanner reads an element, decided from its schema alone:
 * - `string`: raw text up to the matching close tag, kept exactly (type `string`, enums included);
 * - `object` / `array`: child elements give the structure;
 * - `leaf`: a typed value (number, boolean, union, …) read as trimmed text for coercion;
 * - `none`: no schema at all; structure by heuristics, plainly numeric text becomes a number.
 */
export type SchemaKind = 'none' | 'string' | 'object' | 'array' | 'leaf';

/** What the scanner needs to know about one (sub-)schema, computed once and cached. */
export interface SchemaInfo {
  /** The schema as given (possibly wrapped); passed on to coercion. */
  readonly schema: unknown;
  readonly kind: SchemaKind;
  /** `isStreamableStringSchema`: a plain string, streamed while it arrives. */
  readonly streamable: boolean;
  /** Declared property names of an object schema (the "known siblings" of its children). */
  readonly propertyNames: ReadonlySet<string>;
  /**
   * The declared names that read as one tag name, as a list (they are property keys already, so
   * cheap to store under). The fast path of `parse` matches tags against it; a declared name that
   * is not a tag name (`my key`) is left to the full reader, which reads such a tag differently.
   */
  readonly tagNames: readonly string[];
  /** The schema info of each of `tagNames`, filled in as looked up (see `SchemaResolver.tagChild`). */
  readonly tagInfos: (SchemaInfo | undefined)[];
  /**
   * The followers of string values inside an element of this schema (its declared properties, or
   * for an array its items): where such a value may end, see {@link StringValueEnd}.
   */
  readonly valueEnd: StringValueEnd;
  /** Children looked up by name; only declared names are cached, so hostile names cannot grow it. */
  readonly children: Map<string, SchemaInfo>;
  /** An array schema whose items all share one schema (no tuple positions). */
  readonly sameItems: boolean;
  /**
   * An object schema that coercion reads property by property and nothing else: no union,
   * `allOf`, `enum` or `const` at its top, and no `$ref` anywhere (so each property schema can be
   * coerced on its own). See `coerceArguments`.
   */
  readonly perProperty: boolean;
  /**
   * An array schema that coercion reads item by item and nothing else: `type: "array"`, one item
   * schema for all items (`sameItems`), no `enum` or `const`. See `coerceByInfo`.
   */
  readonly plainList: boolean;
  /**
   * The precomputed coercion of a plain scalar schema (`type` one of `integer`, `number`,
   * `boolean`, `null`, and no `enum`, `const`, union, `allOf` or `$ref`): for it `coerceBySchema`
   * always comes down to `coerceScalar` with this type, so callers may go there directly.
   */
  readonly scalar: ScalarPlan | undefined;
  /** Cache of `SchemaResolver.isSettledObject` (computed on first use: it looks at children). */
  settled: boolean | undefined;
}

/** The scalar types a {@link SchemaInfo.scalar} plan converts to. */
export type ScalarPlan = 'integer' | 'number' | 'boolean' | 'null';

const SCALAR_PLANS: ReadonlySet<string> = new Set(['integer', 'number', 'boolean', 'null']);
const NOT_PLAIN_SCALAR = ['enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref', 'jsonSchema'];
const NOT_PLAIN_LIST = ['enum', 'const', '$ref', 'jsonSchema'];

/** See {@link SchemaInfo.scalar}. */
function scalarPlan(schema: Record<string, unknown>): ScalarPlan | undefined {
  const { type } = schema;
  if (typeof type !== 'string' || !SCALAR_PLANS.has(type)) return undefined;
  // `in`, not `hasOwn`: coercion reads inherited keywords (and wrappers) too.
  for (const keyword of NOT_PLAIN_SCALAR) if (keyword in schema) return undefined;
  return type as ScalarPlan;
}

const EMPTY_NAMES: ReadonlySet<string> = new Set();
const ARRAY_ITEMS_END = new StringValueEnd(EMPTY_NAMES, [], true);

/**
 * The info of "no schema": every child has no schema either. (Its fields are in the order
 * `describe` writes them, so that every info has one shape and reading them stays fast.)
 */
export const NO_SCHEMA: SchemaInfo = {
  schema: undefined,
  kind: 'none',
  streamable: false,
  propertyNames: EMPTY_NAMES,
  tagNames: [],
  tagInfos: [],
  valueEnd: StringValueEnd.NONE,
  children: new Map(),
  sameItems: false,
  plainList: false,
  perProperty: false,
  scalar: undefined,
  settled: false,
};

// Cache key of the shared item schema; not a possible tag name, so it cannot collide.
const ITEMS_KEY = '<items>';

const CONSTRAINT_KEYWORDS = ['type', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', '$ref', 'not'];

/**
 * Schema lookups for one root schema. Resolvers are cached per root object, so repeated calls with
 * the same tool schema (the normal case) pay for `getPropertySchema` and friends only once.
 */
export class SchemaResolver {
  private readonly byObject = new Map<object, SchemaInfo>();

  /** @param root - the tool's (unwrapped) root schema, used to resolve `$ref`s */
  constructor(readonly root: unknown) {}

  /** The cached info of `schema` (any sub-schema of the root). */
  info(schema: unknown): SchemaInfo {
    if (schema === undefined || schema === null) return NO_SCHEMA;
    if (typeof schema !== 'object') return this.describe(schema);
    let info = this.byObject.get(schema);
    if (info === undefined) {
      info = this.describe(schema);
      this.byObject.set(schema, info);
    }
    return info;
  }

  /** Info of the property `name` of an object-ish parent. */
  child(parent: SchemaInfo, name: string): SchemaInfo {
    if (parent.kind === 'none' || parent.kind === 'string') return NO_SCHEMA;
    const cached = parent.children.get(name);
    if (cached !== undefined) return cached;
    const found = getPropertySchema(parent.schema, name, this.root);
    // A lookup must never hand back an inherited object for names like `constructor`.
    const info = found === Object.prototype ? NO_SCHEMA : this.info(found);
    if (parent.propertyNames.has(name)) parent.children.set(name, info);
    return info;
  }

  /** Info of the declared property `parent.tagNames[k]`: {@link child}, kept by position. */
  tagChild(parent: SchemaInfo, k: number): SchemaInfo {
    let info = parent.tagInfos[k];
    if (info === undefined) {
      info = this.child(parent, parent.tagNames[k] as string);
      parent.tagInfos[k] = info;
    }
    return info;
  }

  /** Info of item `index` of an array-ish parent. */
  item(parent: SchemaInfo, index: number): SchemaInfo {
    if (parent.kind === 'none' || parent.kind === 'string') return NO_SCHEMA;
    if (parent.sameItems) {
      let info = parent.children.get(ITEMS_KEY);
      if (info === undefined) {
        info = this.info(getItemSchema(parent.schema, 0, this.root));
        parent.children.set(ITEMS_KEY, info);
      }
      return info;
    }
    return this.info(getItemSchema(parent.schema, index, this.root));
  }

  /**
   * Whether an object of this schema read from plain leaves is final once each declared scalar is
   * converted by its plan: a per-property object schema (see `SchemaInfo.perProperty`) whose
   * declared properties are all plain strings (`streamable`), plain scalars (`scalar`) or lists of
   * those (see {@link leafItems}). Then `coerceBySchema` would give such an object back unchanged.
   */
  isSettledObject(info: SchemaInfo): boolean {
    let { settled } = info;
    if (settled === undefined) {
      settled = info.kind === 'object' && info.perProperty && info.propertyNames.size > 0;
      for (const name of info.propertyNames) {
        if (!settled) break;
        const child = this.child(info, name);
        settled =
          child.streamable || child.scalar !== undefined || this.leafItems(child) !== undefined;
      }
      info.settled = settled;
    }
    return settled;
  }

  /**
   * The items' schema of an array that coercion maps item by item (`SchemaInfo.plainList`) when
   * the items are plain scalars (`scalar`) or plain strings (`streamable`): a list of those is
   * final once each item is read and converted by its plan (see `repeatedLeaves`).
   */
  leafItems(info: SchemaInfo): SchemaInfo | undefined {
    if (!info.plainList) return undefined;
    const item = this.item(info, 0);
    return item.streamable || item.scalar !== undefined ? item : undefined;
  }

  private describe(schema: unknown): SchemaInfo {
    const unwrapped = resolveLocalRef(unwrapJsonSchema(schema), unwrapJsonSchema(this.root));
    if (unwrapped === undefined) return NO_SCHEMA;
    const type = getSchemaType(unwrapped);
    if (type === undefined && !CONSTRAINT_KEYWORDS.some((k) => Object.hasOwn(unwrapped, k))) {
      return NO_SCHEMA;
    }
    const names = collectPropertyNames(unwrapped);
    const tagNames = [...names].filter(charClass.isTagName);
    const sameItems =
      type === 'array' &&
      !Array.isArray(unwrapped.items) &&
      !Array.isArray(unwrapped.prefixItems) &&
      unwrapped.anyOf === undefined &&
      unwrapped.oneOf === undefined &&
      unwrapped.allOf === undefined;
    return {
      schema: unwrapped,
      kind:
        type === 'string'
          ? 'string'
          : type === 'object'
            ? 'object'
            : type === 'array'
              ? 'array'
              : 'leaf',
      streamable: type === 'string' && isStreamableStringSchema(unwrapped, this.root),
      propertyNames: names,
      tagNames,
      tagInfos: tagNames.map(() => undefined),
      valueEnd:
        type === 'array'
          ? ARRAY_ITEMS_END
          : names.size === 0
            ? StringValueEnd.NONE
            : new StringValueEnd(names, tagNames, false),
      children: new Map(),
      sameItems,
      plainList:
        sameItems && unwrapped.type === 'array' && !NOT_PLAIN_LIST.some((k) => k in unwrapped),
      perProperty:
        type === 'object' &&
        (unwrapped.type === 'object' || unwrapped.type === undefined) &&
        !['anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((k) => Object.hasOwn(unwrapped, k)) &&
        !containsRef(unwrapped),
      scalar: scalarPlan(unwrapped),
      settled: undefined,
    };
  }
}

const MAX_REF_HOPS = 32;

// `getSchemaType` resolves references only inside the schema it is given, but a property is often
// a bare `{ $ref: '#/$defs/x' }` into the tool's root. Follow local JSON pointers (own properties
// only) so the property's real type and property names are seen.
function resolveLocalRef(
  schema: Record<string, unknown> | undefined,
  root: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  let current = schema;
  for (let hops = 0; current !== undefined && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    if (hops >= MAX_REF_HOPS || root === undefined || !(ref === '#' || ref.startsWith('#/'))) {
      return current;
    }
    let node: unknown = root;
    for (const raw of ref === '#' ? [] : ref.slice(2).split('/')) {
      const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
      node =
        typeof node === 'object' && node !== null && Object.hasOwn(node, token)
          ? (node as Record<string, unknown>)[token]
          : undefined;
    }
    const next = unwrapJsonSchema(node);
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

/**
 * Whether a `$ref` appears anywhere in the schema. A bounded walk: a schema too big to walk, or one
 * that throws while being read, counts as yes (the whole-object path handles anything).
 */
function containsRef(schema: unknown): boolean {
  const pending: unknown[] = [schema];
  try {
    for (let visited = 0; pending.length > 0; visited++) {
      if (visited > 10_000) return true;
      const node = pending.pop();
      if (typeof node !== 'object' || node === null) continue;
      if (!Array.isArray(node) && Object.hasOwn(node, '$ref')) return true;
      for (const value of Object.values(node)) if (typeof value === 'object') pending.push(value);
    }
  } catch {
    return true;
  }
  return false;
}

function collectPropertyNames(schema: Record<string, unknown>): ReadonlySet<string> {
  const names = new Set<string>();
  const add = (s: unknown) => {
    const props = unwrapJsonSchema(s)?.properties;
    if (typeof props === 'object' && props !== null)
      for (const key of Object.keys(props)) names.add(key);
  };
  add(schema);
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts)) for (const part of parts) add(part);
  }
  return names.size === 0 ? EMPTY_NAMES : names;
}

const resolvers = new WeakMap<object, SchemaResolver>();

/**
 * The resolver for a root schema, shared across calls with the same schema object.
 *
 * @param root - the tool schema (a JSON Schema, a `{ jsonSchema }` wrapper, or `undefined`)
 */
export function getSchemaResolver(root: unknown): SchemaResolver {
  if (typeof root !== 'object' || root === null) return new SchemaResolver(root);
  let resolver = resolvers.get(root);
  if (resolver === undefined) {
    resolver = new SchemaResolver(root);
    resolvers.set(root, resolver);
  }
  return resolver;
}
