import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { type ProxyServer, startProxyServer } from '@tool/proxy/node';
import { type ReplayScript, type ReplayServer, startReplayServer } from '@tool/test-server';

/** The replay server (the model without tools), tool-proxy in front of it, and the bridge the
 * agent's network namespace reaches them through. */
export interface AgentStack {
  replay: ReplayServer;
  proxy: ProxyServer;
  /** The Unix socket that leads to the proxy (see `runAgent`). */
  socket: string;
  /** Every request-log line of the proxy. */
  log: string[];
  close(): Promise<void>;
}

/**
 * Starts the stack for one agent run, its socket in the folder `root`. The proxy listens on
 * 127.0.0.1 as usual; the agent, locked in a network namespace of its own, reaches it through a
 * Unix socket: a socket path crosses network namespaces, a TCP port does not.
 */
export async function startAgentStack(root: string, script: ReplayScript): Promise<AgentStack> {
  const replay = await startReplayServer({ script, chunking: 'random' });
  const log: string[] = [];
  const proxy = await startProxyServer({
    upstream: replay.url,
    port: 0,
    log: (line) => log.push(line),
  });
  const socket = join(root, 'proxy.sock');
  const bridge = await bridgeToPort(socket, proxy.port);
  return {
    replay,
    proxy,
    socket,
    log,
    async close() {
      await new Promise((resolve) => bridge.close(resolve));
      await proxy.shutdown(0);
      await replay.close();
    },
  };
}

/** A Unix socket server at `path` that pipes each connection to 127.0.0.1:`port`. */
async function bridgeToPort(path: string, port: number): Promise<Server> {
  const server = createServer((client) => {
    const target = connect(port, '127.0.0.1');
    client.pipe(target).pipe(client);
    const close = () => {
      client.destroy();
      target.destroy();
    };
    client.on('error', close);
    target.on('error', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return server;
}
