import { enumMembers } from './enum-members';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { matchEnum, NO_MATCH } from './match-enum';
import { resolveSchema } from './resolve-schema';

/**
 * Cheap, one-level test of whether an object belongs to an object branch, so discriminated unions
 * pick the right branch: required keys present, `const`/`enum` properties matching, and no unknown
 * keys when the branch is closed.
 */
export function objectFits(
  object: Record<string, unknown>,
  schema: JsonSchema,
  root: JsonSchema | undefined,
): boolean {
  const { required, properties, patternProperties, additionalProperties } = schema;
  if (Array.isArray(required)) {
    for (const key of required)
      if (typeof key === 'string' && !Object.hasOwn(object, key)) return false;
  }
  const declared = isPlainObject(properties) ? properties : undefined;
  if (declared !== undefined) {
    for (const key of Object.keys(declared)) {
      if (!Object.hasOwn(object, key)) continue;
      const property = resolveSchema(declared[key], root);
      const members = property === undefined ? undefined : enumMembers(property);
      if (members !== undefined && matchEnum(object[key], members) === NO_MATCH) return false;
    }
  }
  if (additionalProperties === false && !isPlainObject(patternProperties)) {
    for (const key of Object.keys(object)) {
      if (declared === undefined || !Object.hasOwn(declared, key)) return false;
    }
  }
  return true;
}
