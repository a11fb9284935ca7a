/** Own-property read that never reaches `Object.prototype` (`constructor`, `__proto__`, …). */
export function ownValue(obj: object, key: string): unknown {
  return Object.hasOwn(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}
