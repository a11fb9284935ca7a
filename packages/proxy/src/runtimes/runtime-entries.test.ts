import { describe, expect, it } from 'vitest';
import worker from './worker';

describe('the runtime entries', () => {
  it('should serve a Worker from its bindings, made once per set of bindings', async () => {
    const env = {
      TOOL_PROXY_UPSTREAM: 'http://127.0.0.1:1/v1',
      TOOL_PROXY_API_KEY: 'k',
      SOME_KV: {},
    };
    const health = await worker.fetch(new Request('https://proxy.example/health'), env);
    expect(await health.json()).toEqual({ status: 'ok' });
    const unauthorized = await worker.fetch(new Request('https://proxy.example/v1/models'), env);
    expect(unauthorized.status).toBe(401);
  });

  it('should say which binding is missing', () => {
    expect(() => worker.fetch(new Request('https://proxy.example/health'), {})).toThrow(
      'Missing the upstream: give its base URL with --upstream URL (or TOOL_PROXY_UPSTREAM)',
    );
  });

  it('should serve nothing when the Bun or Deno entry is imported, and say where each runs', async () => {
    const { serveBun } = await import('./bun');
    const { serveDeno } = await import('./deno');
    expect(() => serveBun({})).toThrow('serveBun runs on Bun; on Node.js use tool-proxy.');
    expect(() => serveDeno({})).toThrow('serveDeno runs on Deno; on Node.js use tool-proxy.');
  });
});
