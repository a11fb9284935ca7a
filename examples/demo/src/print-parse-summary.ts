import type { Palette } from './colors';

/** Longest stretch of raw text shown per step; the rest is counted. */
const RAW_LIMIT = 700;

/** What the summary needs to know about one step. */
export interface StepRecord {
  finishReason: string;
  /** The model's raw text, before the middleware parsed it. */
  rawText: string;
  /** The tool-call substrings of `rawText`, in order (from the protocol). */
  segments: readonly string[];
  /**
   * The calls the middleware produced, with their JSON input; `sentBack` for a botched call that
   * went back to the model as an invalid call (its input is then the text the model wrote).
   */
  calls: ReadonlyArray<{ toolName: string; input: unknown; sentBack?: boolean }>;
}

/**
 * Prints what the middleware made of each model answer — the same information as
 * `DEBUG_PARSER_MW=parse`, gathered after the run so it does not interleave with the stream: the
 * raw text with each tool-call segment marked, the calls parsed from it, and every `onError`
 * report.
 *
 * @param write - Where the text goes.
 * @param palette - Colours; without colour, segments are marked with `[[` and `]]`.
 * @param steps - One record per step.
 * @param reports - Messages received by `onError`.
 */
export function printParseSummary(
  write: (text: string) => void,
  palette: Palette,
  steps: readonly StepRecord[],
  reports: readonly string[],
): void {
  write(
    `\n${palette.bold('Parse summary')} ${palette.dim('(what the middleware read in each answer)')}\n`,
  );
  steps.forEach((step, index) => {
    write(
      `${palette.bold(`step ${index + 1}`)} ${palette.dim(
        `· finish ${step.finishReason} · ${step.calls.length} call(s) · ${step.rawText.length} chars of raw text`,
      )}\n`,
    );
    write(`${indent(markSegments(step.rawText, step.segments, palette))}\n`);
    for (const call of step.calls) {
      const input = typeof call.input === 'string' ? call.input : JSON.stringify(call.input);
      const arrow = call.sentBack === true ? palette.red('↩ sent back:') : palette.green('→');
      write(`  ${arrow} ${call.toolName} ${palette.dim(clip(oneLine(input), 160))}\n`);
    }
  });
  if (reports.length === 0) {
    write(palette.dim('onError: no reports — every call-looking segment became a call.\n'));
  } else {
    for (const report of reports) write(palette.yellow(`onError: ${report}\n`));
  }
}

function markSegments(text: string, segments: readonly string[], palette: Palette): string {
  const visible = Math.min(text.length, RAW_LIMIT);
  let out = '';
  let cursor = 0;
  for (const segment of segments) {
    if (segment.length === 0) continue;
    const at = text.indexOf(segment, cursor);
    if (at === -1 || at >= visible) break;
    const end = Math.min(at + segment.length, visible);
    out += `${text.slice(cursor, at)}${mark(text.slice(at, end), palette)}`;
    cursor = end;
  }
  out += text.slice(cursor, Math.max(cursor, visible));
  const hidden = text.length - visible;
  return hidden > 0 ? `${out}${palette.dim(` … +${hidden} chars`)}` : out;
}

function mark(segment: string, palette: Palette): string {
  return palette.enabled ? palette.magenta(segment) : `[[${segment}]]`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n');
}

function oneLine(text: string): string {
  return text.replaceAll('\n', '⏎');
}

function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
}
