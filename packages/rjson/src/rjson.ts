import { parse } from './parse';
import { stringify } from './stringify';

/**
 * A drop-in companion of the global `JSON`: `RJSON.parse` reads JSON, JSON5 and repairable model
 * output; `RJSON.stringify` writes standard JSON.
 */
export const RJSON: { parse: typeof parse; stringify: typeof stringify } = Object.freeze({
  parse,
  stringify,
});
