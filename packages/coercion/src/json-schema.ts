/** The JSON types a schema can name in `type`. */
export type JsonSchemaTypeName =
  | 'object'
  | 'array'
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'null';

/** A sub-schema position: draft-06+ allows `true` (anything) and `false` (nothing). */
export type JsonSchemaDefinition = JsonSchema | boolean;

/**
 * The subset of JSON Schema (draft-07 and 2020-12) that coercion reads. Other keywords are allowed
 * and ignored, so any JSON Schema object — including zod v4's `toJSONSchema` output — fits this type.
 */
export interface JsonSchema {
  type?: JsonSchemaTypeName | JsonSchemaTypeName[];
  properties?: Record<string, JsonSchemaDefinition>;
  patternProperties?: Record<string, JsonSchemaDefinition>;
  additionalProperties?: JsonSchemaDefinition;
  required?: string[];
  /** A schema for every item, or (draft-07) one schema per tuple position. */
  items?: JsonSchemaDefinition | JsonSchemaDefinition[];
  /** 2020-12 tuple positions. */
  prefixItems?: JsonSchemaDefinition[];
  /** draft-07: items past the tuple form of `items`. */
  additionalItems?: JsonSchemaDefinition;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaDefinition[];
  oneOf?: JsonSchemaDefinition[];
  allOf?: JsonSchemaDefinition[];
  /** A local reference: `#`, `#/definitions/x`, `#/$defs/x` or any JSON pointer into the root. */
  $ref?: string;
  $defs?: Record<string, JsonSchemaDefinition>;
  definitions?: Record<string, JsonSchemaDefinition>;
  [keyword: string]: unknown;
}
