import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';
import { MAX_DEPTH } from './limits';

const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Depth of a value, measured without recursion. */
function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    deepest = Math.max(deepest, depth);
    if (typeof node === 'object' && node !== null)
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('coerceBySchema', () => {
  // A string argument holding JSON text is parsed by coercion. Text nested past MAX_DEPTH must stay
  // text: a value 5,000 levels deep overflows the stack of JSON.stringify (near 4,000 in Node 22),
  // and the protocols serialize every coerced value.
  it.each([
    {
      name: 'objects under an object schema',
      text: nestedObjects(5_000),
      schema: { type: 'object' },
    },
    { name: 'arrays under an array schema', text: nestedArrays(5_000), schema: { type: 'array' } },
    { name: 'objects without a schema', text: nestedObjects(5_000), schema: {} },
    {
      name: 'arrays in a union',
      text: nestedArrays(5_000),
      schema: { anyOf: [{ type: 'array' }, { type: 'integer' }] },
    },
  ])('should keep JSON text nested 5,000 deep as text ($name)', ({ text, schema }) => {
    const value = coerceBySchema(text, schema);
    // Kept as text: as written, or as a one-item list where the schema wants an array.
    expect(depthOf(value)).toBeLessThanOrEqual(1);
    const kept = Array.isArray(value) ? value[0] : value;
    expect(typeof kept).toBe('string');
    expect(text).toContain(kept);
  });

  it.each([
    { name: 'objects', text: nestedObjects(MAX_DEPTH - 1), schema: { type: 'object' } },
    { name: 'arrays', text: nestedArrays(MAX_DEPTH - 1), schema: { type: 'array' } },
  ])('should still parse JSON text nested just under the limit ($name)', ({ text, schema }) => {
    const value = coerceBySchema(text, schema);
    expect(typeof value).toBe('object');
    expect(depthOf(value)).toBe(MAX_DEPTH - 1);
  });

  it('should keep prototype keys nested in JSON text as own data properties', () => {
    const text = `{"__proto__": ${'{"constructor": {"prototype": {"__proto__": '.repeat(40)}{"polluted": true}${'}}}'.repeat(40)}}`;
    const value = coerceBySchema(text, { type: 'object' }) as Record<string, unknown>;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });
});
