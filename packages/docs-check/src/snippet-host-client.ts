import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SnippetJob, SnippetResult } from './snippet-host';

const HOST = fileURLToPath(new URL('./snippet-host.ts', import.meta.url));
/** How long past a snippet's own timeout the host may take to answer before it is killed. */
const GRACE_MS = 5_000;

/**
 * Runs script snippets in a snippet host process (one per Markdown file, so snippets of a file
 * share a working folder and nothing else), starting it on the first snippet and again after a
 * snippet that made it hang.
 */
export class SnippetHostClient {
  private host: ChildProcess | undefined;
  private nextId = 1;
  /** The end of what the host wrote outside the snippets' capture: why it died, if it did. */
  private hostErrors = '';

  constructor(
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Runs one snippet module; never rejects (a dead or hung host is reported as the error). */
  run(job: Omit<SnippetJob, 'id'>): Promise<SnippetResult> {
    const host = this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const finish = (result: SnippetResult) => {
        clearTimeout(timer);
        host.off('message', onMessage);
        host.off('exit', onExit);
        resolve(result);
      };
      const onMessage = (message: SnippetResult) => {
        if (message.id === id) finish(message);
      };
      const onExit = (code: number | null) =>
        finish({
          id,
          stdout: '',
          stderr: '',
          checks: [],
          error: `the snippet host exited (${code}): ${this.hostErrors}`,
        });
      const timer = setTimeout(() => {
        this.stop();
        finish({
          id,
          stdout: '',
          stderr: '',
          checks: [],
          error: `timed out after ${job.timeoutMs / 1000} s`,
        });
      }, job.timeoutMs + GRACE_MS);
      host.on('message', onMessage);
      host.on('exit', onExit);
      host.send({ ...job, id } satisfies SnippetJob);
    });
  }

  /** Ends the host, if one runs. */
  stop(): void {
    this.host?.kill('SIGKILL');
    this.host = undefined;
  }

  private start(): ChildProcess {
    if (this.host?.connected) return this.host;
    const host = fork(HOST, [], {
      cwd: this.cwd,
      env: this.env,
      execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // What escapes the host's capture is a crash of the host itself, or output after a timeout.
    host.stdout?.resume();
    host.stderr?.on('data', (chunk: Buffer) => {
      this.hostErrors = (this.hostErrors + chunk.toString()).slice(-2000);
    });
    host.on('exit', () => {
      if (this.host === host) this.host = undefined;
    });
    this.host = host;
    return host;
  }
}
