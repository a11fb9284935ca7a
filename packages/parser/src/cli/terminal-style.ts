/** The looks the terminal report uses; plain text markers when colors are off. */
export interface TerminalStyle {
  heading(text: string): string;
  dim(text: string): string;
  code(text: string): string;
  /** A recognized call segment. */
  call(text: string): string;
  /** A segment that looked like a call but stayed text. */
  failed(text: string): string;
  /** A thinking block. */
  reasoning(text: string): string;
}

const RESET = '\u001b[0m';

/**
 * The report's style. With `color`, ANSI codes (black on yellow for call segments, as
 * `DEBUG_PARSER_MW` marks them; white on red for failed ones; italic cyan for thinking blocks);
 * without, the same `[[ … ]]` and `(( … ))` markers as `highlightSegments` plus `[! … !]` for
 * failed segments, so files and pipes stay readable and greppable.
 */
export function terminalStyle(color: boolean): TerminalStyle {
  if (!color) {
    const same = (text: string) => text;
    return {
      heading: same,
      dim: same,
      code: same,
      call: (text) => `[[${text}]]`,
      failed: (text) => `[!${text}!]`,
      reasoning: (text) => `((${text}))`,
    };
  }
  const wrap = (open: string) => (text: string) => `${open}${text}${RESET}`;
  return {
    heading: wrap('\u001b[1m'),
    dim: wrap('\u001b[2m'),
    code: wrap('\u001b[31m'),
    call: wrap('\u001b[30;43m'),
    failed: wrap('\u001b[97;41m'),
    reasoning: wrap('\u001b[3;36m'),
  };
}
