/**
 * Stores `value` as an own data property. `__proto__` goes through `defineProperty`, because plain
 * assignment would call the inherited setter and replace the object's prototype instead.
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
