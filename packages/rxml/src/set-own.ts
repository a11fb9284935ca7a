/**
 * Stores `value` as an own, enumerable data property of a plain object. Tag names come from
 * untrusted text, and `obj.__proto__ = v` would replace the prototype instead of storing data, so
 * that one name goes through `defineProperty`. Every other name (`constructor`, `prototype`, …)
 * already becomes an own property by plain assignment.
 *
 * @param obj - the object being built
 * @param key - an untrusted property name
 * @param value - the value to store
 */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    obj[key] = value;
  }
}
