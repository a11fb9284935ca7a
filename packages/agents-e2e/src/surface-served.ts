import { createProxyApp } from '@tool/proxy';
import type { Surface } from './agents/coding-agent';

/**
 * Whether this build of tool-proxy serves `surface`: an empty POST is refused with a 400 by a
 * route that exists and with 404 `unknown_route` by one that does not. No upstream is called.
 */
export async function surfaceServed(surface: Surface): Promise<boolean> {
  const app = createProxyApp({ upstream: 'http://127.0.0.1:9/v1' });
  const response = await app.fetch(
    new Request(`http://proxy.test${surface}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  await response.body?.cancel();
  return response.status !== 404;
}
