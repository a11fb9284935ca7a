/**
 * Sets `key` as an own data property. A plain assignment with the key `__proto__` would replace
 * the object's prototype instead; model output must never be able to do that.
 */
export function setOwnProperty(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}
