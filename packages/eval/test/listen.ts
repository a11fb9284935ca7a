// A bare HTTP server on 127.0.0.1 for endpoints the replay server does not play (401, 429, silence).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `handler` on a free port of 127.0.0.1. */
export function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The `/v1` base URL of a server started by {@link listen}. */
export function baseUrl(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
