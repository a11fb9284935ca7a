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
  let hash = length;
  for (let k = start; k < end; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0;
  const slot = (hash ^ (hash >>> 11)) & (SLOTS - 1);
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
