/** A stand-in for any address of the machine itself, so that ports never make a difference. */
const LOCAL_URL = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;
const ELLIPSIS = '…';

/**
 * The lines of an output as the check compares them: `\r\n` read as `\n`, colour codes removed,
 * every `http://127.0.0.1:PORT` or `http://localhost:PORT` written the same way, trailing spaces
 * of each line dropped, and blank lines at the start and the end left out.
 *
 * @param text - An output, shown or actual.
 */
export function outputLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(ANSI, '')
    .replace(LOCAL_URL, 'http://127.0.0.1:PORT')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * Compares an output with the one a doc shows, after {@link outputLines}. In the shown output,
 * `…` within a line stands for any characters, and a line that is only `…` for any number of
 * lines (none included).
 *
 * @param shown - The output as the doc shows it.
 * @param actual - What the block printed.
 * @returns `undefined` when they match; otherwise what differs, for the failure message.
 */
export function compareOutput(shown: string, actual: string): string | undefined {
  const expected = outputLines(shown);
  const got = outputLines(actual);
  const patterns = expected.map(linePattern);
  const memo = new Map<string, boolean>();
  const match = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (i === expected.length) result = j === got.length;
    else if (expected[i] === ELLIPSIS)
      result = match(i + 1, j) || (j < got.length && match(i, j + 1));
    else
      result =
        j < got.length && (patterns[i] as RegExp).test(got[j] as string) && match(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  if (match(0, 0)) return undefined;
  return describeDifference(expected, got, patterns);
}

/** `a…b` → `^a.*b$`, every other character literal. */
function linePattern(line: string): RegExp {
  const parts = line.split(ELLIPSIS).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`, 's');
}

/** The first line where a plain walk (skipping `…` lines lazily) goes wrong, and both outputs. */
function describeDifference(expected: string[], got: string[], patterns: RegExp[]): string {
  let j = 0;
  let where: string | undefined;
  for (let i = 0; i < expected.length; i++) {
    if (expected[i] === ELLIPSIS) {
      const nextPattern = patterns[i + 1];
      while (j < got.length && nextPattern !== undefined && !nextPattern.test(got[j] as string))
        j++;
      continue;
    }
    if (j >= got.length) {
      where = `shown line ${i + 1} ${JSON.stringify(expected[i])} was not printed (the output ended)`;
      break;
    }
    if (!(patterns[i] as RegExp).test(got[j] as string)) {
      where = `shown line ${i + 1} ${JSON.stringify(expected[i])}, printed ${JSON.stringify(got[j])}`;
      break;
    }
    j++;
  }
  where ??= `after the last shown line, ${got.length - j} more line(s) were printed`;
  const show = (lines: string[]) => lines.map((line) => `    | ${line}`).join('\n');
  return `the output differs: ${where}.\n  shown:\n${show(expected)}\n  printed:\n${show(got)}`;
}
