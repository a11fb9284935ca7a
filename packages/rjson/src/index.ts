export { parse } from './parse';
export { createPushParser } from './push-parser';
export { RJSON } from './rjson';
export { type RJSONErrorCode, RJSONParseError } from './rjson-parse-error';
export { type StringifyOptions, stringify } from './stringify';
export type {
  ParseOptions,
  PushParser,
  PushParserOptions,
  RJSONEvent,
  RJSONRepair,
  RJSONRepairCode,
} from './types';
