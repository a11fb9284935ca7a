import { make, type Value } from './jinja-runtime-kit';

// A dict literal with integer keys (`{0: 0, 512: 128}`, as ByteDance Seed-OSS's template writes its
// thinking-budget table) is legal in Python's Jinja2; `@huggingface/jinja` keys mappings by string and
// throws on it. The mapping is kept with the integers written as strings, and remembers which keys
// were integers so that `mapping[512]` finds them and `|dictsort` gives them back as integers sorted
// by value. Other views (`items()`, a `for` over the mapping) still give the keys as strings.

/** Which keys of each mapping built here were integers (by their string form). */
const integerKeys = new WeakMap<object, ReadonlySet<string>>();

/**
 * The mapping of a literal whose keys are already evaluated, or `undefined` when every key is a
 * string (the engine builds that one itself). A key that is neither fails as the engine does.
 */
export function integerKeyedMapping(
  entries: readonly (readonly [Value, Value])[],
): Value | undefined {
  if (entries.every(([key]) => key.type === 'StringValue')) return undefined;
  const mapping = new Map<string, Value>();
  const integers = new Set<string>();
  for (const [key, value] of entries) {
    if (key.type === 'IntegerValue') integers.add(String(key.value));
    else if (key.type !== 'StringValue')
      throw new Error(`Object keys must be strings or integers: got ${key.type}`);
    mapping.set(String(key.value), value);
  }
  const object = make.mapping(mapping);
  integerKeys.set(object, integers);
  return object;
}

/**
 * `mapping[key]` for an integer key of a mapping built here (undefined when missing, as in Python),
 * or `undefined` when the key is not an integer or the mapping was not built here.
 */
export function integerKeyLookup(object: Value, key: Value): Value | undefined {
  if (key.type !== 'IntegerValue' || !integerKeys.has(object)) return undefined;
  return (object.value as Map<string, Value>).get(String(key.value)) ?? make.undefined();
}

/**
 * `mapping|dictsort` for a mapping built here whose keys are all integers: (key, value) pairs in
 * numeric key order, the key an integer. `undefined` otherwise (Python cannot sort mixed keys either).
 */
export function integerKeyDictsort(object: Value): Value | undefined {
  const integers = integerKeys.get(object);
  const mapping = object.value as Map<string, Value>;
  if (integers === undefined || integers.size !== mapping.size) return undefined;
  const pairs = [...mapping.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([key, value]) => make.listOfValues([make.integer(Number(key)), value]));
  return make.listOfValues(pairs);
}
