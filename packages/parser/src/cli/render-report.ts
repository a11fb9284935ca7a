import type { AutoReport, InspectError, InspectReport, InspectSpan } from './inspect-report';
import { renderTimeline } from './render-timeline';
import { type TerminalStyle, terminalStyle } from './terminal-style';

/** Longest failed segment quoted in full under an error; longer ones are cut in the middle. */
const SEGMENT_PREVIEW = 240;

/**
 * The terminal report of one preset: the input with recognized segments highlighted, the calls
 * as JSON, every `onError` report with its code and position, and the timeline when there is one.
 *
 * @param report What `inspectOutput` found.
 * @param input The model output the report is about.
 * @param color Use ANSI colors (only on a terminal, and never with `NO_COLOR`).
 * @param suggestAuto When no call was parsed, suggest `--auto` (not when it already ran).
 */
export function renderReport(
  report: InspectReport,
  input: string,
  color: boolean,
  suggestAuto = true,
): string {
  const style = terminalStyle(color);
  const out: string[] = [];
  out.push(
    `${style.heading(`preset ${report.preset}`)} ${style.dim(`(protocol ${report.protocol})`)}`,
  );
  out.push(describeTools(report, style), '');

  const legend = `${style.call('call segment')} ${style.reasoning('thinking block')} ${style.failed('failed segment, kept as text')}`;
  out.push(`${style.heading('text')}  ${style.dim('legend:')} ${legend}`);
  // The blank line after the text is printed anyway; one final newline of the output would double it.
  const highlighted = highlight(input, report.spans, style);
  out.push(highlighted.endsWith('\n') ? highlighted.slice(0, -1) : highlighted, '');

  if (report.reasoning.length > 0) {
    out.push(style.heading('reasoning'), report.reasoning, '');
  }

  out.push(style.heading(`calls (${report.calls.length})`));
  const calls = report.calls.map(({ toolCallId, toolName, input: args }) => ({
    toolCallId,
    toolName,
    input: args,
  }));
  out.push(JSON.stringify(calls, null, 2), '');

  out.push(style.heading(`errors (${report.errors.length})`));
  if (report.errors.length === 0) out.push(style.dim('  none reported through onError'));
  for (const error of report.errors) out.push(...describeError(error, style));

  if (report.timeline !== undefined) out.push('', ...renderTimeline(report.timeline, input, style));
  if (/<\/think>|\[\/THINK\]/.test(report.text)) {
    out.push(
      '',
      style.dim(
        'hint: the text holds a close marker of a thinking block that never opened; if the output begins inside the thinking (DeepSeek R1, QwQ, …), try --reasoning start-inside',
      ),
    );
  }
  out.push('', summary(report, suggestAuto));
  return `${out.join('\n')}\n`;
}

/**
 * The terminal report of `--auto`: which presets found calls or errors, then the full report of
 * the best one.
 */
export function renderAutoReport(auto: AutoReport, input: string, color: boolean): string {
  const style = terminalStyle(color);
  const out: string[] = [style.heading(`auto: tried ${auto.ranking.length} presets`)];
  const width = Math.max(...auto.ranking.map((entry) => entry.preset.length), 6);
  const seen = auto.ranking.filter((entry) => entry.calls > 0 || entry.errors > 0);
  if (seen.length > 0) out.push(`  ${'preset'.padEnd(width)}  calls  errors  protocol`);
  for (const entry of seen) {
    const mark = entry.preset === auto.report.preset ? style.dim('  ← shown below') : '';
    out.push(
      `  ${entry.preset.padEnd(width)}  ${String(entry.calls).padStart(5)}  ${String(entry.errors).padStart(6)}  ${entry.protocol}${mark}`,
    );
  }
  const quiet = auto.ranking.length - seen.length;
  if (quiet > 0) {
    const names = auto.ranking.filter((entry) => !seen.includes(entry)).map((e) => e.preset);
    out.push(style.dim(`  found nothing: ${names.join(', ')}`));
  }
  if (auto.report.calls.length === 0) {
    out.push(
      seen.length === 0
        ? 'No preset found a call or anything call-like in this output.'
        : 'No preset parsed a call; the closest one is shown below.',
    );
  }
  out.push('', renderReport(auto.report, input, color, false));
  return out.join('\n');
}

function describeTools(report: InspectReport, style: TerminalStyle): string {
  const names = report.tools.names.length > 0 ? report.tools.names.join(', ') : 'none';
  if (report.tools.source === 'file') return `tools: ${names} ${style.dim('(from --tools)')}`;
  return `tools: ${names} ${style.dim('(inferred from the output, any arguments accepted; pass --tools tools.json to check names and types)')}`;
}

/** The input with each span passed through its style; the rest as it is. */
function highlight(input: string, spans: ReadonlyArray<InspectSpan>, style: TerminalStyle): string {
  let out = '';
  let cursor = 0;
  for (const span of spans) {
    const marked = input.slice(span.start, span.end);
    out += input.slice(cursor, span.start) + style[span.kind](marked);
    cursor = span.end;
  }
  return out + input.slice(cursor);
}

function describeError(error: InspectError, style: TerminalStyle): string[] {
  const where =
    error.position === undefined
      ? 'position unknown'
      : `line ${error.position.line}, column ${error.position.column} (offset ${error.position.start}–${error.position.end})`;
  const tool = error.toolName === undefined ? '' : `, tool ${error.toolName}`;
  const lines = [`  ${style.code(error.code)} at ${where}${tool}`, `    ${error.message}`];
  if (error.segment !== undefined) lines.push(`    segment: ${preview(error.segment)}`);
  return lines;
}

/** A segment as a JSON string (newlines visible), cut in the middle when it is long. */
function preview(segment: string): string {
  if (segment.length <= SEGMENT_PREVIEW) return JSON.stringify(segment);
  const half = SEGMENT_PREVIEW / 2;
  const cut = segment.length - SEGMENT_PREVIEW;
  return `${JSON.stringify(segment.slice(0, half))} … ${cut} characters … ${JSON.stringify(segment.slice(-half))}`;
}

function summary(report: InspectReport, suggestAuto: boolean): string {
  const calls = `${report.calls.length} call${report.calls.length === 1 ? '' : 's'}`;
  const errors = `${report.errors.length} error${report.errors.length === 1 ? '' : 's'}`;
  return report.calls.length > 0
    ? `result: ${calls}, ${errors}`
    : `result: no call parsed, ${errors}${suggestAuto ? ' (try --auto to see which presets find calls)' : ''}`;
}
