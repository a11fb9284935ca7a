import { readMalformedCall } from '@tool/parser';
import type { TextStreamPart, ToolSet } from 'ai';
import type { Palette } from './colors';

/** How much of a tool's streamed input is echoed before it is summarised. */
const INPUT_ECHO_LIMIT = 200;
/** How much of a tool call's input or result is shown on its line. */
const VALUE_LIMIT = 140;

/**
 * What was printed last, so the next part knows whether it needs a line break first.
 * `after-block`: a line of our own (a step header, a call, a result) just ended.
 */
type PrinterState = 'after-block' | 'line-start' | 'text' | 'reasoning' | 'tool-input';

interface InputProgress {
  chars: number;
  deltas: number;
}

/**
 * Prints an agent's stream readably as it arrives: text as it streams, reasoning dimmed, each
 * tool's input as it grows (`tool-input-delta`s, echoed up to a limit and then counted), each
 * tool call, result or error on its own line, and a short line when a step finishes.
 *
 * @param write - Where the text goes (e.g. `process.stdout.write`).
 * @param palette - Colours (plain text when colour is off).
 * @returns A function to call with every part of `result.stream`.
 */
export function createStreamPrinter(write: (text: string) => void, palette: Palette) {
  let state: PrinterState = 'after-block';
  let step = 0;
  const inputs = new Map<string, InputProgress>();
  const sentBack = new Set<string>();

  const breakLine = (): void => {
    if (state !== 'line-start' && state !== 'after-block') write('\n');
    if (state !== 'after-block') state = 'line-start';
  };
  const line = (text: string): void => {
    breakLine();
    write(`${text}\n`);
    state = 'after-block';
  };
  // Streamed text: newlines right after one of our own lines are dropped (the model's line
  // breaks around a tool call would only add blank lines); everything else is shown as it came.
  const flow = (text: string, kind: 'text' | 'reasoning', style: (s: string) => string): void => {
    const shown = state === 'after-block' ? dropLeadingNewlines(text) : text;
    if (shown.length === 0) return;
    write(style(shown));
    state = shown.endsWith('\n') ? 'line-start' : kind;
  };

  return (part: TextStreamPart<ToolSet>): void => {
    switch (part.type) {
      case 'start-step':
        step += 1;
        line(palette.dim(`── step ${step} ──`));
        return;
      case 'text-delta':
        if (state !== 'text') breakLine();
        flow(part.text, 'text', (text) => text);
        return;
      case 'reasoning-delta':
        if (state !== 'reasoning') breakLine();
        flow(part.text, 'reasoning', palette.dim);
        return;
      case 'tool-input-start':
        breakLine();
        inputs.set(part.id, { chars: 0, deltas: 0 });
        write(`${palette.cyan('… streaming input of')} ${palette.bold(part.toolName)} `);
        state = 'tool-input';
        return;
      case 'tool-input-delta': {
        const progress = inputs.get(part.id) ?? { chars: 0, deltas: 0 };
        const room = INPUT_ECHO_LIMIT - progress.chars;
        if (room > 0) write(palette.dim(oneLine(part.delta.slice(0, room))));
        progress.chars += part.delta.length;
        progress.deltas += 1;
        inputs.set(part.id, progress);
        return;
      }
      case 'tool-input-end': {
        const progress = inputs.get(part.id) ?? { chars: 0, deltas: 0 };
        const hidden = progress.chars - INPUT_ECHO_LIMIT;
        const more = hidden > 0 ? ` … +${hidden} chars` : '';
        write(palette.dim(`${more}  (${progress.chars} chars in ${progress.deltas} deltas)\n`));
        state = 'after-block';
        return;
      }
      case 'tool-call': {
        // A call the model botched, sent back by the middleware: say what was wrong in its words.
        const malformed = readMalformedCall(part.providerMetadata);
        if (part.invalid === true && malformed !== undefined) {
          sentBack.add(part.toolCallId);
          line(palette.red(`↩ botched call sent back to the model: ${malformed.message}`));
        } else if (part.invalid === true) {
          line(palette.red(`✗ invalid call ${part.toolName}: ${describe(part.error)}`));
        } else {
          line(`${palette.green('→ call')} ${palette.bold(part.toolName)} ${preview(part.input)}`);
        }
        return;
      }
      case 'tool-result':
        line(`${palette.green('✓ result')} ${palette.bold(part.toolName)} ${preview(part.output)}`);
        return;
      case 'tool-error':
        // The error of a call sent back was told above; the model reads it in the next step.
        if (!sentBack.has(part.toolCallId)) {
          line(palette.red(`✗ ${part.toolName} failed: ${describe(part.error)}`));
        }
        return;
      case 'finish-step':
        line(
          palette.dim(
            `(step ${step} finished: ${part.finishReason}, ${part.usage.outputTokens ?? '?'} output tokens)`,
          ),
        );
        return;
      case 'error':
        line(palette.red(`error: ${describe(part.error)}`));
        return;
      default:
        return;
    }
  };
}

function preview(value: unknown): string {
  const text = oneLine(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT)}… (${text.length} chars)` : text;
}

function dropLeadingNewlines(text: string): string {
  let start = 0;
  while (start < text.length && (text[start] === '\n' || text[start] === '\r')) start += 1;
  return text.slice(start);
}

function oneLine(text: string): string {
  return text.replaceAll('\n', '⏎');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
