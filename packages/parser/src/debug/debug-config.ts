import type { HighlightStyle } from './highlight-segments';

/** `off`: nothing. `stream`: raw and normalized parts. `parse`: also the parse summary. */
export type DebugMode = 'off' | 'stream' | 'parse';

/** How the middleware logs, read from the environment for each call. */
export interface DebugConfig {
  mode: DebugMode;
  style: HighlightStyle;
  /** ANSI colors: only on a terminal and when `NO_COLOR` is not set. */
  color: boolean;
  /** Writes one line to stderr. */
  write: (line: string) => void;
}

/** The part of Node's `process` used here; other runtimes may not have it. */
interface ProcessLike {
  env?: Record<string, string | undefined>;
  stderr?: { isTTY?: boolean; write(text: string): unknown };
}

const MODES: ReadonlySet<string> = new Set(['off', 'stream', 'parse']);
const STYLES: ReadonlySet<string> = new Set(['bg', 'inverse', 'underline', 'bold']);

/**
 * Reads `DEBUG_PARSER_MW` (`off` | `stream` | `parse`; anything else is `off`) and
 * `DEBUG_PARSER_MW_STYLE` (`bg` | `inverse` | `underline` | `bold`). Read per call, so a test or a
 * REPL can switch it on without reloading; runtimes without `process` get `off`.
 */
export function readDebugConfig(): DebugConfig {
  const proc = (globalThis as { process?: ProcessLike }).process;
  const mode = (readEnv(proc, 'DEBUG_PARSER_MW') ?? 'off').trim().toLowerCase();
  const style = (readEnv(proc, 'DEBUG_PARSER_MW_STYLE') ?? 'bg').trim().toLowerCase();
  const noColor = (readEnv(proc, 'NO_COLOR') ?? '') !== '';
  const stderr = proc?.stderr;
  return {
    mode: MODES.has(mode) ? (mode as DebugMode) : 'off',
    style: STYLES.has(style) ? (style as HighlightStyle) : 'bg',
    color: stderr?.isTTY === true && !noColor,
    write:
      stderr === undefined
        ? (line) => console.error(line)
        : (line) => {
            stderr.write(`${line}\n`);
          },
  };
}

/**
 * One environment variable, or `undefined` where the runtime refuses to read it: Deno's `process.env`
 * throws `NotCapable` for a variable that `--allow-env` does not grant, and a debug switch must not
 * fail every model call of an app that was not given that permission.
 */
function readEnv(proc: ProcessLike | undefined, name: string): string | undefined {
  try {
    return proc?.env?.[name];
  } catch {
    return undefined;
  }
}
