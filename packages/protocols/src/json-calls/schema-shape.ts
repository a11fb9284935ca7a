import { getSchemaType, unwrapJsonSchema } from '@tool/coercion';

type Shape = 'object' | 'array' | 'other';

const ALTERNATIVES = ['anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not', 'if'];

/**
 * Shapes of schemas without a `$ref` (which do not depend on the root). It is asked for every
 * value of every call, and tool schemas do not change while a stream runs.
 */
const shapes = new WeakMap<object, Shape>();

/**
 * Whether a schema constrains a value to a plain object or a plain array — the two shapes whose
 * values can be written element by element while coercion still agrees with the result. Anything
 * with alternatives (`anyOf`, `oneOf`, `allOf`, a type list, `enum`, `const`) or tuples is 'other'.
 */
export function schemaShape(schema: unknown, root: unknown): Shape {
  const cacheable = typeof schema === 'object' && schema !== null;
  if (cacheable) {
    const known = shapes.get(schema);
    if (known !== undefined) return known;
  }
  const unwrapped = unwrapJsonSchema(schema);
  const shape = shapeOf(resolveLocalRef(unwrapped, unwrapJsonSchema(root)));
  const hasRef = typeof unwrapped === 'object' && unwrapped !== null && '$ref' in unwrapped;
  if (cacheable && !hasRef) shapes.set(schema, shape);
  return shape;
}

function shapeOf(resolved: unknown): Shape {
  if (typeof resolved !== 'object' || resolved === null) return 'other';
  const s = resolved as Record<string, unknown>;
  for (const key of ALTERNATIVES) {
    if (key in s) return 'other';
  }
  if (Array.isArray(s.type)) return 'other';
  const type = getSchemaType(s);
  if (type === 'object') return 'object';
  if (type === 'array' && !('prefixItems' in s) && !Array.isArray(s.items)) return 'array';
  return 'other';
}

function resolveLocalRef(schema: unknown, root: unknown): unknown {
  let current = schema;
  for (let hops = 0; hops < 32; hops++) {
    if (typeof current !== 'object' || current === null) return current;
    const ref = (current as { $ref?: unknown }).$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return current;
    current = pointer(root, ref.slice(1));
  }
  return undefined;
}

function pointer(root: unknown, path: string): unknown {
  let node = root;
  for (const raw of path.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
