import { describe, expect, it } from 'vitest';
import { checkBodyDepth, checkSchemaDepth, MAX_BODY_DEPTH, MAX_SCHEMA_DEPTH } from './json-depth';

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

describe('checkBodyDepth', () => {
  /** `{"a":{"a":…1}}`, `depth` objects deep, parsed from text (nothing recursive builds it). */
  const deepObject = (depth: number): unknown =>
    JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

  it('should take a body up to the limit', () => {
    expect(() =>
      checkBodyDepth({ metadata: deepObject(MAX_BODY_DEPTH - 1) as never }),
    ).not.toThrow();
  });

  it('should name where a body nests too deep, 200 000 levels without overflowing', () => {
    const body = { messages: [{ content: [{ input: deepObject(200_000) }] }] };
    expect(() => checkBodyDepth(body as never)).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'too_deep',
        param: 'messages[0].content[0].input',
      }),
    );
  });

  it('should name a schema too deep as a schema', () => {
    const body = { tools: [{ name: 'f', input_schema: deepObject(5_000) }] };
    expect(() => checkBodyDepth(body as never)).toThrow(
      expect.objectContaining({ code: 'schema_too_deep', param: 'tools[0].input_schema' }),
    );
  });
});
