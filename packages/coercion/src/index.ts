export { coerceBySchema } from './coerce-by-schema';
export { coerceScalar, type ScalarTypeName } from './coerce-scalar';
export { fixToolCallWithSchema } from './fix-tool-call-with-schema';
export { getItemSchema } from './get-item-schema';
export { getPropertySchema } from './get-property-schema';
export { getSchemaType } from './get-schema-type';
export { isStreamableStringSchema } from './is-streamable-string-schema';
export type { JsonSchema } from './json-schema';
export { unwrapJsonSchema } from './unwrap-json-schema';
