import { describe, expect, it } from 'vitest';
import { unwrapJsonSchema } from './unwrap-json-schema';

const SCHEMA = { type: 'object', properties: { a: { type: 'number' } } };

describe('unwrapJsonSchema', () => {
  it.each<[string, unknown, unknown]>([
    ['a plain schema', SCHEMA, SCHEMA],
    ['one wrapper', { jsonSchema: SCHEMA }, SCHEMA],
    ['nested wrappers', { jsonSchema: { jsonSchema: { jsonSchema: SCHEMA } } }, SCHEMA],
    [
      'a getter',
      {
        get jsonSchema() {
          return SCHEMA;
        },
      },
      SCHEMA,
    ],
    ['a promise', { jsonSchema: Promise.resolve(SCHEMA) }, undefined],
    [
      'a getter that throws',
      {
        get jsonSchema() {
          throw new Error('x');
        },
      },
      undefined,
    ],
    ['a boolean schema', true, undefined],
    ['a wrapper around a boolean', { jsonSchema: false }, undefined],
    ['an array', [SCHEMA], undefined],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
  ])('should unwrap %s', (_, schema, expected) => {
    expect(unwrapJsonSchema(schema)).toBe(expected);
  });

  it('should give up on a wrapper that wraps itself', () => {
    const loop: { jsonSchema?: unknown } = {};
    loop.jsonSchema = loop;
    expect(unwrapJsonSchema(loop)).toBeUndefined();
  });
});
