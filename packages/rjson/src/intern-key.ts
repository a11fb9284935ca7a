// Keys repeat (records, tool-call arguments). Storing a property under a string V8 has already
// interned is much cheaper than under a fresh one, and reusing a string saves the allocation, so
// keys go through this small direct-mapped cache: bounded (1024 slots of at most 32 characters),
// every hit verified character by character, a miss simply replaces the slot.
const SLOTS = 1024;
const MAX_LENGTH = 32;
const slots: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);

/** `text.slice(start, end)`, reusing an equal string returned before when there is one. */
export function internKey(text: string, start: number, end: number): string {
  const length = end - start;
  if (length > MAX_LENGTH) return text.slice(start, end);
  if (length === 0) return '';
  // The slot depends on the length and three characters only: no pass over the whole key. Keys
  // that share a slot merely evict each other; a hit is still checked character by character.
  const hash =
    Math.imul(length, 0x9e3779b1) ^
    Math.imul(text.charCodeAt(start), 0x85ebca6b) ^
    Math.imul(text.charCodeAt(start + (length >> 1)), 0xc2b2ae35) ^
    Math.imul(text.charCodeAt(end - 1), 0x27d4eb2f);
  const slot = (hash ^ (hash >>> 15)) & (SLOTS - 1);
  const cached = slots[slot];
  if (cached !== undefined && cached.length === length) {
    let k = 0;
    while (k < length && cached.charCodeAt(k) === text.charCodeAt(start + k)) k++;
    if (k === length) return cached;
  }
  const key = text.slice(start, end);
  slots[slot] = key;
  return key;
}
