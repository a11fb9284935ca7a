import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('generateToolCallId', () => {
  it.each([
    { runtime: 'with Web Crypto', crypto: globalThis.crypto },
    { runtime: 'without a global crypto (Node 18)', crypto: undefined },
  ])('should give unique call_ ids of 24 alphanumerics $runtime', async ({ crypto }) => {
    vi.stubGlobal('crypto', crypto);
    // A fresh module, so its id pool is drawn under this runtime.
    const { generateToolCallId } = await import('./generate-id');
    const ids = Array.from({ length: 600 }, () => generateToolCallId());
    for (const id of ids) expect(id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
