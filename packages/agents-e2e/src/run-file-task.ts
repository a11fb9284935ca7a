import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReplayServer } from '@tool/test-server';
import { startAgentStack } from './agent-stack';
import type { AgentDirs, CodingAgent } from './agents/coding-agent';
import { fileTaskScript } from './file-task-script';
import { type AgentRun, PROXY_ORIGIN, runAgent } from './run-agent';

/** The file every agent is asked to write, in its project folder. */
export const TARGET_FILE = 'greeting.txt';

/** The prompt every agent gets. */
export const PROMPT = `Create the file ${TARGET_FILE} with a greeting in it.`;

/** What one agent did on the file task. */
export interface FileTaskResult {
  run: AgentRun;
  /** The text the file holds after the run, or undefined when there is no file. */
  written: string | undefined;
  /** The text the scripted model asked the agent's tool to write. */
  expected: string;
  /** The proxy's request-log lines. */
  log: string[];
  /** The requests the scripted model received (the proxy's, with the tools in the prompt). */
  requests: ReplayServer['requests'];
  /** Wall time of the agent's run. */
  ms: number;
}

/**
 * Runs `agent` once on the file task: a fresh temporary HOME and project, the replay server
 * scripted to ask for the file in the agent's own tool and the format of its model, tool-proxy
 * (`--preset auto`) in front of it, the agent in a loopback-only network namespace.
 */
export async function runFileTask(agent: CodingAgent, timeoutMs: number): Promise<FileTaskResult> {
  const expected = `Hello from ${agent.name}, written through tool-proxy.\n`;
  const root = mkdtempSync(join(tmpdir(), 'agents-e2e-'));
  const dirs: AgentDirs = { home: join(root, 'home'), project: join(root, 'project') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const target = join(dirs.project, TARGET_FILE);
  const script = fileTaskScript({ format: agent.format, ...agent.writeCall(target, expected) });
  const stack = await startAgentStack(root, script);
  try {
    const command = agent.prepare(dirs, PROXY_ORIGIN, PROMPT);
    const started = performance.now();
    const run = await runAgent(stack.socket, {
      command: command.command,
      args: command.args,
      env: { ...agentEnvironment(dirs), ...command.env },
      cwd: dirs.project,
      timeoutMs,
    });
    const ms = Math.round(performance.now() - started);
    const written = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    return {
      run,
      written,
      expected,
      log: [...stack.log],
      requests: [...stack.replay.requests],
      ms,
    };
  } finally {
    await stack.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The environment every agent starts with, and nothing of the machine's but `PATH`: HOME and the
 * XDG folders in the run's temporary folder (no user configuration, keys or caches are read), no
 * colours, no terminal.
 */
function agentEnvironment({ home }: AgentDirs): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    TMPDIR: home,
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
    // The generic switch some CLIs and their libraries honour.
    DO_NOT_TRACK: '1',
  };
}
