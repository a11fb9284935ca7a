import { getSchemaType, unwrapJsonSchema } from '@tool/coercion';

/**
 * Whether a schema constrains a value to a plain object or a plain array — the two shapes whose
 * values can be written element by element while coercion still agrees with the result. Anything
 * with alternatives (`anyOf`, `oneOf`, `allOf`, a type list, `enum`, `const`) or tuples is 'other'.
 */
export function schemaShape(schema: unknown, root: unknown): 'object' | 'array' | 'other' {
  const resolved = resolveLocalRef(unwrapJsonSchema(schema), unwrapJsonSchema(root));
  if (typeof resolved !== 'object' || resolved === null) return 'other';
  const s = resolved as Record<string, unknown>;
  for (const key of ['anyOf', 'oneOf', 'allOf', 'enum', 'const', 'not', 'if']) {
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
