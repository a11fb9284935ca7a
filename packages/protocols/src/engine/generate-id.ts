const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A tool-call id such as `call_4fQk…` (24 random alphanumerics), unique across calls and steps. */
export function generateToolCallId(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  let id = 'call_';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
