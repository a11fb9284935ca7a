import type { FunctionTool } from '@tool/protocols';
import { inspectAuto } from './inspect-auto';
import { inspectOutput } from './inspect-output';
import { startInspectorServer } from './inspector-server';
import { parseToolsJson } from './load-tools';
import { type InspectArgs, parseInspectArgs } from './parse-inspect-args';
import { renderAutoReport, renderReport } from './render-report';
import { SYNOPSIS, usageText } from './usage';

/** Exit codes: calls parsed, no call parsed, the command line (or an input file) was wrong. */
export const EXIT = { calls: 0, noCalls: 1, usage: 2 } as const;

/** Everything the command touches outside itself, so tests can run it in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  stdin: { isTTY?: boolean };
  env: Readonly<Record<string, string | undefined>>;
  readStdin(): Promise<string>;
  readFile(path: string): Promise<string>;
  /** `--serve` runs until this is aborted (Ctrl-C in the real command). */
  signal?: AbortSignal;
}

/** An input that was read, or why it could not be (a message for stderr, exit code 2). */
type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs `tool-parser` with the given arguments (without the node and script paths) and returns
 * the exit code: 0 when calls were parsed, 1 when none, 2 on a usage error.
 */
export async function runCli(argv: ReadonlyArray<string>, io: CliIo): Promise<number> {
  const parsed = parseInspectArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(usageText());
    return EXIT.calls;
  }
  if (parsed.kind === 'usage-error') return usageError(io, parsed.message);
  const { args } = parsed;
  let tools: FunctionTool[] | undefined;
  if (args.toolsFile !== undefined) {
    const read = await readTools(args.toolsFile, io);
    if (!read.ok) return usageError(io, read.message);
    tools = read.value;
  }
  const input =
    args.serve !== undefined && args.file === undefined ? ok('') : await readInput(args, io);
  if (!input.ok) return usageError(io, input.message);
  return args.serve === undefined
    ? inspect(args, input.value, tools, io)
    : serve(args, input.value, tools, io);
}

async function inspect(
  args: InspectArgs,
  text: string,
  tools: FunctionTool[] | undefined,
  io: CliIo,
): Promise<number> {
  const common = {
    text,
    reasoning: args.reasoning,
    ...(tools === undefined ? {} : { tools }),
    ...(args.stream === undefined ? {} : { stream: args.stream }),
  };
  const color = args.color ?? (io.stdout.isTTY === true && !noColor(io.env));
  if (args.preset === 'auto') {
    const auto = await inspectAuto(common);
    io.stdout.write(
      args.json
        ? `${JSON.stringify({ auto: auto.ranking, ...auto.report }, null, 2)}\n`
        : renderAutoReport(auto, text, color),
    );
    return auto.report.calls.length > 0 ? EXIT.calls : EXIT.noCalls;
  }
  const report = await inspectOutput({ ...common, preset: args.preset });
  io.stdout.write(
    args.json ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report, text, color),
  );
  return report.calls.length > 0 ? EXIT.calls : EXIT.noCalls;
}

async function serve(
  args: InspectArgs,
  text: string,
  tools: FunctionTool[] | undefined,
  io: CliIo,
): Promise<number> {
  const server = await startInspectorServer({
    port: args.serve?.port ?? 0,
    initial: {
      text,
      preset: args.preset,
      reasoning: args.reasoning,
      ...(tools === undefined ? {} : { tools }),
    },
  });
  io.stdout.write(`tool-parser inspector on ${server.url}  (Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    if (io.signal === undefined) return;
    if (io.signal.aborted) resolve();
    else io.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await server.close();
  return EXIT.calls;
}

async function readInput(args: InspectArgs, io: CliIo): Promise<Read<string>> {
  if (args.file !== undefined) return readNamed(args.file, io);
  if (io.stdin.isTTY === true) {
    return fail(
      'No input. Give a file (`tool-parser inspect out.txt`) or pipe the output in (`cat out.txt | tool-parser inspect`).',
    );
  }
  return ok(await io.readStdin());
}

async function readTools(file: string, io: CliIo): Promise<Read<FunctionTool[]>> {
  const source = await readNamed(file, io);
  if (!source.ok) return source;
  const result = parseToolsJson(source.value, file);
  return result.ok ? ok(result.tools) : fail(result.message);
}

async function readNamed(file: string, io: CliIo): Promise<Read<string>> {
  try {
    return ok(await io.readFile(file));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : String(error);
    return fail(`Cannot read ${file}: ${reason}. Check the path.`);
  }
}

function ok<T>(value: T): Read<T> {
  return { ok: true, value };
}

function fail<T>(message: string): Read<T> {
  return { ok: false, message };
}

function usageError(io: CliIo, message: string): number {
  io.stderr.write(`tool-parser: ${message}\n${SYNOPSIS}\n`);
  return EXIT.usage;
}

/** `NO_COLOR` set to anything but the empty string turns colors off (no-color.org). */
function noColor(env: CliIo['env']): boolean {
  const value = env.NO_COLOR;
  return value !== undefined && value !== '';
}
