import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamChunks } from '@tool/test-server';

/** A model that stops in the middle of its answer for a while, then goes on. */
export interface SilentUpstream {
  /** Base URL for the proxy: `http://127.0.0.1:PORT/v1`. */
  url: string;
  /** How many requests came in. */
  readonly received: number;
  /** How many requests' connections closed before their answer was complete. */
  readonly closedEarly: number;
  close(): Promise<void>;
}

/**
 * An upstream whose streamed answer starts (headers and the role chunk), stays silent for
 * `silenceMs`, then is `text` (as a model that takes its time before its first token): for the
 * idle timeouts of a runtime's server, which the replay server (whose pauses come between every
 * two events) would take too long to reach. The events are the replay server's
 * (`streamChunks`); only the pause is this server's own.
 */
export async function startSilentUpstream(
  silenceMs: number,
  text: string,
): Promise<SilentUpstream> {
  let received = 0;
  let closedEarly = 0;
  const server = createServer((req, res) => {
    received += 1;
    res.once('close', () => {
      if (!res.writableFinished) closedEarly += 1;
    });
    req.resume();
    req.once('end', () => {
      const identity = { id: 'chatcmpl-silent', created: 0, model: 'silent' };
      const [role, content, finish] = streamChunks(
        identity,
        { reasoning: [], content: [text] },
        'stop',
        undefined,
      );
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (...events: unknown[]) => {
        for (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      send(role);
      const timer = setTimeout(() => {
        send(content, finish);
        res.end('data: [DONE]\n\n');
      }, silenceMs);
      res.once('close', () => clearTimeout(timer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get received() {
      return received;
    },
    get closedEarly() {
      return closedEarly;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
