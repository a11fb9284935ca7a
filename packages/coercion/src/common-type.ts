import type { JsonSchemaTypeName } from './json-schema';

/**
 * The one type several types agree on: `integer` and `number` agree on `number`; `null` members are
 * ignored unless there is nothing else. `undefined` when they disagree.
 */
export function commonType(
  types: ReadonlyArray<JsonSchemaTypeName | undefined>,
): JsonSchemaTypeName | undefined {
  let result: JsonSchemaTypeName | undefined;
  let sawNull = false;
  for (const type of types) {
    if (type === undefined) return undefined;
    if (type === 'null') {
      sawNull = true;
    } else if (result === undefined || result === type) {
      result = type;
    } else if (
      (result === 'integer' && type === 'number') ||
      (result === 'number' && type === 'integer')
    ) {
      result = 'number';
    } else {
      return undefined;
    }
  }
  return result ?? (sawNull ? 'null' : undefined);
}
