import type { ActualCall } from '../scoring/match-calls';

/** One parameter as the BFCL function declares it: its BFCL type, and its items' type. */
export interface BfclParam {
  type: string;
  itemsType?: string;
}

/** A function of a BFCL question, as the checker needs it. */
export interface BfclFunction {
  /** The name the model sees (dots turned into underscores, as BFCL does for such APIs). */
  name: string;
  params: Record<string, BfclParam>;
  required: string[];
}

/** One ground-truth call: the function and, per parameter, its acceptable values. */
export interface BfclGroundTruth {
  name: string;
  /** `""` among the values: the parameter may be left out. */
  params: Record<string, unknown[]>;
}

/**
 * Whether one call fits one ground-truth call, by the rules BFCL's AST checker documents: same
 * function; every required parameter present; no parameter the function does not declare or the
 * ground truth does not list; a parameter left out only when `""` is acceptable; each value of
 * the declared type (an integer is accepted where a float is expected) and equal to an
 * acceptable value, strings compared after {@link normalizeBfclString}, lists element by element
 * and dicts key by key the same way.
 *
 * @returns Undefined when it fits, else why not.
 */
export function bfclCallMismatch(
  truth: BfclGroundTruth,
  fn: BfclFunction | undefined,
  call: ActualCall,
): string | undefined {
  if (call.name !== truth.name) return `calls ${call.name}, expected ${truth.name}`;
  if (fn === undefined) return `${truth.name} is not among the question's functions`;
  const input = call.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return 'arguments are not an object';
  const args = input as Record<string, unknown>;
  for (const name of fn.required) {
    if (args[name] === undefined) return `missing required parameter ${name}`;
  }
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    const param = fn.params[name];
    const acceptable = truth.params[name];
    if (param === undefined || acceptable === undefined) return `unexpected parameter ${name}`;
    if (!hasType(value, param.type, param.itemsType)) {
      return `${name}: ${JSON.stringify(value)} is not of type ${param.type}`;
    }
    if (!acceptable.some((candidate) => candidate !== '' && bfclValuesEqual(candidate, value))) {
      return `${name}: ${JSON.stringify(value)} is not one of ${JSON.stringify(acceptable)}`;
    }
  }
  for (const [name, acceptable] of Object.entries(truth.params)) {
    if (args[name] === undefined && !acceptable.includes('')) return `missing parameter ${name}`;
  }
  return undefined;
}

/** BFCL's string normalisation: no spaces nor `,./-_*^`, lower case, `'` read as `"`. */
export function normalizeBfclString(text: string): string {
  return text
    .replace(/[ ,./\-_*^]/g, '')
    .toLowerCase()
    .replaceAll("'", '"');
}

/** Values equal the way the checker compares them (strings normalised, 3 and 3.0 one number). */
export function bfclValuesEqual(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string') {
    return (
      typeof actual === 'string' && normalizeBfclString(expected) === normalizeBfclString(actual)
    );
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => bfclValuesEqual(item, actual[index]))
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    const want = expected as Record<string, unknown>;
    const got = actual as Record<string, unknown>;
    // In a dict, each key's ground truth is itself a list of acceptable values ("" = optional).
    for (const key of Object.keys(got)) if (!Object.hasOwn(want, key)) return false;
    return Object.entries(want).every(([key, options]) => {
      const list = Array.isArray(options) ? options : [options];
      if (got[key] === undefined) return list.includes('');
      return list.some((option) => option !== '' && bfclValuesEqual(option, got[key]));
    });
  }
  return expected === actual;
}

function hasType(value: unknown, type: string, itemsType: string | undefined): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value) && typeof value === 'number';
    case 'float':
    case 'number':
      // An integer is accepted for a float, as Python would convert it.
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
    case 'tuple':
      return (
        Array.isArray(value) &&
        (itemsType === undefined || value.every((item) => hasType(item, itemsType, undefined)))
      );
    case 'dict':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      // `any`, and types the checker does not check.
      return true;
  }
}
