// At most 15 digits, so every index survives the trip through `Number` exactly.
const INDEX_KEY = /^(?:0|[1-9][0-9]{0,14})$/;

/**
 * Reads an object that XML (or a confused model) made out of a list:
 * - `{ item: [a, b] }` → `[a, b]` and `{ item: a }` → `[a]` (repeated `<item>` children);
 * - `{ "0": a, "1": b }` → `[a, b]`, keys in numeric order (gaps close up);
 * - any other single key holding an array, `{ tags: [a, b] }` → `[a, b]`.
 *
 * @param object - The object read where an array was expected.
 * @param itemDeclares - Whether the array's item schema is an object with this property; then
 *   `{ item: x }` is taken as one item rather than as a wrapper.
 * @returns The list, or `undefined` when the object has none of these shapes.
 */
export function listFromObject(
  object: Record<string, unknown>,
  itemDeclares: (key: string) => boolean,
): unknown[] | undefined {
  const keys = Object.keys(object);
  if (keys.length === 1) {
    const key = keys[0] as string;
    const value = object[key];
    if (!itemDeclares(key)) {
      if (key === 'item') return Array.isArray(value) ? value : [value];
      if (Array.isArray(value)) return value;
    }
  }
  if (keys.length === 0 || !keys.every((key) => INDEX_KEY.test(key))) return undefined;
  const indices = keys.map(Number);
  // Engines list integer keys below 2³² − 1 in ascending order already; sort only past that.
  for (let i = 1; i < indices.length; i++) {
    if ((indices[i] as number) < (indices[i - 1] as number)) {
      indices.sort((a, b) => a - b);
      break;
    }
  }
  return indices.map((index) => object[String(index)]);
}
