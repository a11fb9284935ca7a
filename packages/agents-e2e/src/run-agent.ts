import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The port the proxy has inside the agent's namespace: the namespace is the agent's alone, so
 * a fixed port cannot be taken, and the configuration files can name it. */
export const NAMESPACE_PORT = 8080;

/** The base URL of the proxy as the agent sees it. */
export const PROXY_ORIGIN = `http://127.0.0.1:${NAMESPACE_PORT}`;

const FORWARDER = fileURLToPath(new URL('./loopback-forward.mjs', import.meta.url));

/** How an agent run ended. */
export interface AgentRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether the run was killed for taking longer than its time limit. */
  timedOut: boolean;
}

/** What to run. */
export interface AgentCommand {
  /** The executable (an absolute path). */
  command: string;
  args: string[];
  /** The whole environment of the agent (nothing is inherited but what is given here). */
  env: Record<string, string>;
  cwd: string;
  timeoutMs: number;
}

/**
 * Why agents cannot be locked into a network namespace here, or undefined when they can: the
 * tests need `unshare` (util-linux) with network and user namespaces, and `ip` (iproute2) to bring
 * loopback up inside. CI runs as root, where both work.
 */
export function namespaceProblem(): string | undefined {
  const probe = spawnSync('unshare', ['-n', '-r', 'ip', 'link', 'set', 'lo', 'up'], {
    encoding: 'utf8',
  });
  if (probe.error !== undefined) return `unshare cannot run: ${probe.error.message}`;
  if (probe.status !== 0) return `unshare -n -r fails: ${probe.stderr.trim()}`;
  return undefined;
}

/**
 * Runs an agent CLI in a network namespace of its own where only loopback exists, so any
 * connection it tries to anything but the proxy fails at once (no telemetry, no update check, no
 * model list can leave the machine): `unshare -n -r` makes the namespace, `ip link set lo up`
 * brings loopback up, and `loopback-forward.mjs` listens on 127.0.0.1:{@link NAMESPACE_PORT}
 * there, pipes to `socket` (the proxy outside), and starts the agent. No TTY: stdin is closed.
 */
export function runAgent(socket: string, run: AgentCommand): Promise<AgentRun> {
  const script = 'ip link set lo up && exec "$0" "$@"';
  const args = ['-n', '-r', 'sh', '-c', script, process.execPath, FORWARDER];
  args.push(String(NAMESPACE_PORT), socket, '--', run.command, ...run.args);
  const child = spawn('unshare', args, {
    cwd: run.cwd,
    env: run.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (data: Buffer) => {
    stdout += data.toString();
  });
  child.stderr.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    // The whole process group: the agent may have started children of its own.
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, run.timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
