import type { JSONObject } from '@ai-sdk/provider';
import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import { checkSchemaDepth } from './json-depth';

/**
 * A JSON object (not null, not an array). Request bodies come from `JSON.parse`, so every object
 * in them is one: the checks below narrow `unknown` values of a parsed body to it.
 */
export type JsonObject = JSONObject;

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' && Number.isInteger(value)) return 'an integer';
  return `a ${typeof value}`;
}

function wrongType(param: string, expected: string, value: unknown) {
  if (value === undefined) {
    return invalidField(
      param,
      `Missing required parameter: '${param}' (${expected}).`,
      'missing_required_parameter',
    );
  }
  return invalidField(
    param,
    `Invalid type for '${param}': expected ${expected}, but got ${kind(value)} instead.`,
    'invalid_type',
  );
}

function isSchemaObject(value: unknown): value is JSONSchema7 {
  return check.isObject(value);
}

/**
 * Checks of one request field each. They throw a 400 `OpenAIError` whose `param` is the field's
 * path as OpenAI writes it (`messages[1].content`) and whose message says what was expected.
 * The `optional*` variants accept `undefined` and `null` (clients send both for "not set").
 */
export const check = {
  isObject(value: unknown): value is JsonObject {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  },

  object(value: unknown, param: string): JsonObject {
    if (!check.isObject(value)) throw wrongType(param, 'an object', value);
    return value;
  },

  /** A JSON Schema: any object (the middleware reads it) nested at most `MAX_SCHEMA_DEPTH`
   * levels deep, checked before anything recurses into it. */
  schema(value: unknown, param: string): JSONSchema7 {
    if (!isSchemaObject(value)) throw wrongType(param, 'a JSON Schema object', value);
    checkSchemaDepth(value, param);
    return value;
  },

  array(value: unknown, param: string): unknown[] {
    if (!Array.isArray(value)) throw wrongType(param, 'an array', value);
    return value;
  },

  string(value: unknown, param: string): string {
    if (typeof value !== 'string') throw wrongType(param, 'a string', value);
    return value;
  },

  optionalString(value: unknown, param: string): string | undefined {
    return value === undefined || value === null ? undefined : check.string(value, param);
  },

  optionalBoolean(value: unknown, param: string): boolean | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw wrongType(param, 'a boolean', value);
    return value;
  },

  optionalNumber(value: unknown, param: string): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw wrongType(param, 'a number', value);
    }
    return value;
  },

  optionalInteger(value: unknown, param: string, min?: number): number | undefined {
    const number = check.optionalNumber(value, param);
    if (number === undefined) return undefined;
    if (!Number.isInteger(number)) throw wrongType(param, 'an integer', value);
    if (min !== undefined && number < min) {
      throw invalidField(
        param,
        `Invalid value for '${param}': expected an integer of at least ${min}, got ${number}.`,
        'integer_below_min_value',
      );
    }
    return number;
  },

  oneOf<T extends string>(value: unknown, param: string, allowed: readonly T[]): T {
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      throw invalidField(
        param,
        `Invalid value for '${param}': expected one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${JSON.stringify(value)}.`,
      );
    }
    return value as T;
  },
};
