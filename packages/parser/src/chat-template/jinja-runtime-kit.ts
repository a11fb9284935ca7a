import { Environment, Interpreter } from '@huggingface/jinja';

// What the Python-compatible interpreter needs of `@huggingface/jinja`'s runtime that the package
// does not export: its value constructors, its loop-control exceptions, a mapping's methods. Each is
// read from what the engine itself makes, so nothing depends on its internal names.

export type Node = Parameters<Interpreter['evaluate']>[0];
export type Value = ReturnType<Interpreter['evaluate']>;

const DICT_METHODS = new Set(['items', 'keys', 'values', 'get']);

/** The engine's built-in method of a mapping, if `name` is one of Python's dict methods it has. */
export function dictMethod(object: Value, name: unknown): Value | undefined {
  if (typeof name !== 'string' || !DICT_METHODS.has(name)) return undefined;
  const builtins = (object as unknown as { builtins?: unknown }).builtins;
  return builtins instanceof Map ? (builtins.get(name) as Value | undefined) : undefined;
}

/** The engine's value constructors, read from values it makes itself (its value classes are not exported). */
function valueMakers(): {
  text(value: string): Value;
  integer(value: number): Value;
  list(): Value;
  boolean(value: boolean): Value;
  undefined(): Value;
  listOf(items: readonly string[]): Value;
  listOfValues(items: readonly Value[]): Value;
  mapping(entries: Map<string, Value>): Value;
} {
  const probe = new Environment();
  const undefinedValue = probe.lookupVariable('never declared');
  const text = probe.set('text', '').constructor as new (value: string) => Value;
  const integer = probe.set('integer', 0).constructor as new (value: number) => Value;
  const list = probe.set('list', []).constructor as new (value: Value[]) => Value;
  const boolean = probe.set('boolean', true).constructor as new (value: boolean) => Value;
  const mapping = probe.set('mapping', {}).constructor as new (value: Map<string, Value>) => Value;
  return {
    text: (value) => new text(value),
    integer: (value) => new integer(value),
    list: () => new list([]),
    boolean: (value) => new boolean(value),
    undefined: () => undefinedValue,
    listOf: (items) => new Environment().set('items', [...items]),
    listOfValues: (items) => new list([...items]),
    mapping: (entries) => new mapping(entries),
  };
}

export const make = valueMakers();

/** The engine's loop-control exceptions, caught from its own `continue` and `break` statements. */
function controlClass(type: 'Continue' | 'Break'): new (...args: never[]) => Error {
  try {
    new Interpreter(new Environment()).evaluate({ type } as unknown as Node, new Environment());
  } catch (control) {
    if (control instanceof Error) return control.constructor as new (...args: never[]) => Error;
  }
  throw new Error(
    `@huggingface/jinja: a ${type} statement did not throw; the loop shim needs updating.`,
  );
}

export const CONTINUE = controlClass('Continue');
export const BREAK = controlClass('Break');

/** A running loop: a `break` to raise at the next iteration, and how its iterations ended. */
export interface LoopFrame {
  pendingBreak: Control | undefined;
  completed: number;
  controlled: number;
}

/** A loop control on its way out of blocks, with the text they wrote before it. */
export type Control = Error & { pyText?: string };

export function isControl(error: unknown): error is Control {
  return error instanceof CONTINUE || error instanceof BREAK;
}

/**
 * A sequence whose tuple items a `for` unpacks (`for a, b in [("x", "y")]`) with those tuples as
 * lists: the JS engine unpacks only lists, and a name bound by unpacking cannot tell the two apart.
 * `undefined` when no item is a tuple.
 */
export function tuplesAsLists(sequence: Value): Value | undefined {
  if (sequence.type !== 'ArrayValue' && sequence.type !== 'TupleValue') return undefined;
  const items = sequence.value as readonly Value[];
  if (!items.some((item) => item.type === 'TupleValue')) return undefined;
  return make.listOfValues(
    items.map((item) =>
      item.type === 'TupleValue' ? make.listOfValues(item.value as readonly Value[]) : item,
    ),
  );
}

/**
 * `None in sequence` or `undefined in sequence` (true when the sequence holds a value of the same
 * kind; false for a mapping, whose keys here are strings), where the JS engine throws; `undefined`
 * for any other operands.
 */
export function emptyMembership(left: Value, right: Value): Value | undefined {
  if (left.type !== 'NullValue' && left.type !== 'UndefinedValue') return undefined;
  if (right.type === 'ObjectValue') return make.boolean(false);
  if (right.type !== 'ArrayValue' && right.type !== 'TupleValue') return undefined;
  const items = right.value as readonly Value[];
  return make.boolean(items.some((item) => item.type === left.type));
}

/** Python's `text * n` and `n * text` (empty for n ≤ 0), which the JS engine rejects; else `undefined`. */
export function repeatedText(left: Value, right: Value): Value | undefined {
  const [text, times] = left.type === 'StringValue' ? [left, right] : [right, left];
  if (text.type !== 'StringValue' || times.type !== 'IntegerValue') return undefined;
  return make.text(String(text.value).repeat(Math.max(0, Number(times.value))));
}

const PYTHON_TYPE_NAMES: Readonly<Record<string, string>> = {
  ObjectValue: 'dict',
  ArrayValue: 'list',
  TupleValue: 'tuple',
};

/**
 * Python's `text + mapping` (or a list) raises; the JS engine writes `[object Map]` into the text.
 * Throws Python's error for those operands and does nothing otherwise.
 */
export function checkConcatenation(left: Value, right: Value): void {
  if ((left.type === 'StringValue') === (right.type === 'StringValue')) return;
  const first = left.type === 'StringValue' ? 'str' : PYTHON_TYPE_NAMES[left.type];
  const second = right.type === 'StringValue' ? 'str' : PYTHON_TYPE_NAMES[right.type];
  if (first !== undefined && second !== undefined) {
    throw new Error(`can only concatenate ${first} (not "${second}") to ${first}`);
  }
}
