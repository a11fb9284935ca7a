import { isPlainObject } from './is-plain-object';
import type { JsonSchemaTypeName } from './json-schema';

/** Whether a value is of a JSON type as validation sees it (finite numbers only). */
export function hasType(value: unknown, type: JsonSchemaTypeName): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
  }
}
