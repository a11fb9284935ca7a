const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ID_LENGTH = 24;

// One `getRandomValues` call per id cost more than parsing a small call; drawing the bytes for
// 256 ids at once keeps ids just as random at a fraction of the cost.
const pool = new Uint8Array(ID_LENGTH * 256);
let offset = pool.length;

/** A tool-call id such as `call_4fQk…` (24 random alphanumerics), unique across calls and steps. */
export function generateToolCallId(): string {
  if (offset === pool.length) {
    fillRandom(pool);
    offset = 0;
  }
  let id = 'call_';
  for (let i = offset; i < offset + ID_LENGTH; i++)
    id += ALPHABET[(pool[i] as number) % ALPHABET.length];
  offset += ID_LENGTH;
  return id;
}

/**
 * Web Crypto when the runtime has it as a global; Node 18 does not (it came in Node 19), and the
 * AI SDK 6 entry supports Node 18. Ids need to be unique, not secret, so `Math.random` will do.
 */
function fillRandom(bytes: Uint8Array): void {
  const crypto = (globalThis as { crypto?: { getRandomValues?: (b: Uint8Array) => void } }).crypto;
  if (typeof crypto?.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
    return;
  }
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
}
