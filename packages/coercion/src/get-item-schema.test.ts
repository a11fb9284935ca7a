import { describe, expect, it } from 'vitest';
import { getItemSchema } from './get-item-schema';

const NUMBER = { type: 'number' };
const STRING = { type: 'string' };
const BOOLEAN = { type: 'boolean' };

describe('getItemSchema', () => {
  it.each<[string, unknown, number, unknown]>([
    ['items', { items: NUMBER }, 5, NUMBER],
    ['prefixItems by position', { prefixItems: [NUMBER, STRING], items: BOOLEAN }, 1, STRING],
    ['items past prefixItems', { prefixItems: [NUMBER, STRING], items: BOOLEAN }, 2, BOOLEAN],
    ['nothing past closed prefixItems', { prefixItems: [NUMBER], items: false }, 1, undefined],
    ['draft-07 tuple items by position', { items: [NUMBER, STRING] }, 0, NUMBER],
    ['draft-07 additionalItems', { items: [NUMBER], additionalItems: STRING }, 3, STRING],
    ['nothing past a draft-07 tuple', { items: [NUMBER] }, 1, undefined],
    ['a $ref item', { $defs: { s: STRING }, items: { $ref: '#/$defs/s' } }, 0, STRING],
    ['a nullable array', { anyOf: [{ type: 'null' }, { items: NUMBER }] }, 0, NUMBER],
    ['a wrapper', { jsonSchema: { items: BOOLEAN } }, 0, BOOLEAN],
    ['items: true', { items: true }, 0, undefined],
    ['no items', { type: 'array' }, 0, undefined],
    ['undefined', undefined, 0, undefined],
  ])('should find %s', (_, schema, index, expected) => {
    expect(getItemSchema(schema, index)).toEqual(expected);
  });

  it('should resolve $ref against the given root', () => {
    const root = { definitions: { list: { items: { $ref: '#/definitions/n' } }, n: NUMBER } };
    expect(getItemSchema({ $ref: '#/definitions/list' }, 0, root)).toEqual(NUMBER);
  });
});
