const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_LENGTH = 24;

// One `getRandomValues` call per id cost more than parsing a small call; drawing the bytes for
// 256 ids at once keeps ids just as random at a fraction of the cost.
const pool = new Uint8Array(ID_LENGTH * 256);
let offset = pool.length;

/** A tool-call id such as `call_4fQk…` (24 random alphanumerics), unique across calls and steps. */
export function generateToolCallId(): string {
  if (offset === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    offset = 0;
  }
  let id = 'call_';
  for (let i = offset; i < offset + ID_LENGTH; i++)
    id += ALPHABET[(pool[i] as number) % ALPHABET.length];
  offset += ID_LENGTH;
  return id;
}
