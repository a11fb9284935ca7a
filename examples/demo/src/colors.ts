/** ANSI styles that turn into plain text when colour is off. */
export interface Palette {
  /** Whether the styles emit escape codes. */
  readonly enabled: boolean;
  bold(text: string): string;
  dim(text: string): string;
  cyan(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  red(text: string): string;
  magenta(text: string): string;
}

/**
 * Colours only for a terminal, and never when `NO_COLOR` is set (https://no-color.org).
 *
 * @param stream - Where the text goes (its `isTTY` decides).
 * @param env - The environment to read `NO_COLOR` from.
 */
export function createPalette(
  stream: { isTTY?: boolean } = process.stdout,
  env: Record<string, string | undefined> = process.env,
): Palette {
  const on = stream.isTTY === true && (env.NO_COLOR === undefined || env.NO_COLOR === '');
  const style =
    (open: number, close: number) =>
    (text: string): string =>
      on ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    enabled: on,
    bold: style(1, 22),
    dim: style(2, 22),
    cyan: style(36, 39),
    green: style(32, 39),
    yellow: style(33, 39),
    red: style(31, 39),
    magenta: style(35, 39),
  };
}
