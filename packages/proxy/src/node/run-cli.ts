import { proxyOptionsFromSettings } from '../settings/proxy-options-from-settings';
import { readSettings, SettingError } from '../settings/read-settings';
import type { ProxySettings } from '../settings/setting-specs';
import { stopGracefully } from '../shutdown/stop-gracefully';
import { loadChatTemplate } from './load-chat-template';
import { parseCliArgs } from './parse-cli-args';
import { type ProxyServer, startProxyServer } from './start-proxy-server';
import { SYNOPSIS, usageText } from './usage';

/** Exit codes: stopped normally, could not start, the command line (or a variable) was wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Everything the command touches outside itself, so tests can run it in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
  /** Resolves with the signal's name when the server is asked to stop (SIGTERM, SIGINT). */
  stopRequested: Promise<string>;
  /** The current time for log lines (default: now). */
  now?: () => Date;
}

/**
 * Runs `tool-proxy`: reads flags over environment variables, serves until asked to stop, then
 * drains in-flight requests for the grace period. Returns the exit code.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArgs(argv);
  if (args.kind === 'help') {
    io.stdout.write(usageText());
    return EXIT.ok;
  }
  if (args.kind === 'usage-error') return usageError(io, args.message);
  let settings: ProxySettings;
  try {
    settings = readSettings({ flags: args.flags, env: io.env });
  } catch (error) {
    if (error instanceof SettingError) return usageError(io, error.message);
    throw error;
  }
  const now = io.now ?? (() => new Date());
  let chatTemplate: Awaited<ReturnType<typeof loadChatTemplate>>;
  try {
    chatTemplate = await loadChatTemplate(settings.chatTemplate, settings.upstream, (line) =>
      io.stdout.write(`${line}\n`),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.stderr.write(
      `tool-proxy: cannot read --chat-template ${settings.chatTemplate}: ${reason}\n`,
    );
    return EXIT.failed;
  }
  let server: ProxyServer;
  try {
    server = await startProxyServer({
      ...proxyOptionsFromSettings(settings),
      ...(chatTemplate === undefined ? {} : { chatTemplate }),
      log: settings.quiet
        ? undefined
        : (line) => io.stdout.write(`${now().toISOString()} ${line}\n`),
      port: settings.port,
      host: settings.host,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // 'chatTemplate' and 'chatTemplateTransport'.
    if (error instanceof TypeError && reason.startsWith("createProxyApp: 'chatTemplate")) {
      io.stderr.write(`tool-proxy: --chat-template: ${reason}\n`);
      return EXIT.failed;
    }
    io.stderr.write(
      `tool-proxy: cannot listen on ${settings.host}:${settings.port} (${reason}). Choose another --port or --host.\n`,
    );
    return EXIT.failed;
  }
  io.stdout.write(`listening on ${server.url}\n`);
  const signal = await io.stopRequested;
  await stopGracefully({
    signal,
    app: server.app,
    graceMs: settings.gracePeriodMs,
    shutdown: (graceMs) => server.shutdown(graceMs),
    print: (line) => io.stdout.write(`${line}\n`),
  });
  return EXIT.ok;
}

function usageError(io: CliIo, message: string): number {
  io.stderr.write(`tool-proxy: ${message}\n${SYNOPSIS}\nRun tool-proxy --help for every flag.\n`);
  return EXIT.usage;
}
