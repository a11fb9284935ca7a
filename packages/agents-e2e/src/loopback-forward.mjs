// Runs inside the agent's network namespace, where only loopback exists: listens on
// 127.0.0.1:PORT, pipes each connection to the Unix socket SOCKET (served outside the namespace
// by the test, in front of tool-proxy), then runs the agent command with the same stdio and exits
// with its code. Plain JavaScript, so it starts with `node` alone.
//
//   node loopback-forward.mjs PORT SOCKET -- COMMAND [ARGS…]
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

const [port, socket, separator, command, ...args] = process.argv.slice(2);
if (separator !== '--' || command === undefined) {
  console.error('usage: node loopback-forward.mjs PORT SOCKET -- COMMAND [ARGS…]');
  process.exit(2);
}

const server = createServer((client) => {
  const upstream = connect(socket);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
});

server.listen(Number(port), '127.0.0.1', () => {
  const child = spawn(command, args, { stdio: 'inherit' });
  const stop = (signal) => child.kill(signal);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  child.on('error', (error) => {
    console.error(`loopback-forward: cannot run ${command}: ${error.message}`);
    process.exit(127);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
});
