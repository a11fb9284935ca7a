import { describe, expect, it } from 'vitest';
import { checkSchemaDepth, MAX_SCHEMA_DEPTH } from './schema-depth';

/** A schema `depth` objects deep: each level's `properties.a` holds the next. */
function nested(depth: number): object {
  let schema: object = { type: 'string' };
  // Each level adds two objects (the schema and its `properties`).
  for (let level = 1; level < depth / 2; level++)
    schema = { type: 'object', properties: { a: schema } };
  return schema;
}

describe('checkSchemaDepth', () => {
  it('should take a schema up to the limit', () => {
    expect(() => checkSchemaDepth(nested(MAX_SCHEMA_DEPTH), 'tools[0].parameters')).not.toThrow();
  });

  it('should refuse a deeper one naming the field and the limit, even 100 000 deep without overflowing', () => {
    for (const depth of [MAX_SCHEMA_DEPTH + 4, 100_000]) {
      expect(() => checkSchemaDepth(nested(depth), 'tools[0].parameters')).toThrow(
        expect.objectContaining({
          status: 400,
          param: 'tools[0].parameters',
          code: 'schema_too_deep',
          message: expect.stringContaining(`more than ${MAX_SCHEMA_DEPTH} levels`),
        }),
      );
    }
  });
});
