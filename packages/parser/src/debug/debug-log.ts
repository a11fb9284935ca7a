import type { RecognizedSegment } from '@tool/protocols';
import type { DebugConfig } from './debug-config';
import { highlightSegments } from './highlight-segments';

const LABEL_COLOR = { raw: '\u001b[36m', out: '\u001b[32m', parse: '\u001b[35m' } as const;
const RESET = '\u001b[0m';

/** A parsed call as the summary prints it. */
export interface LoggedCall {
  toolName: string;
  input: string;
}

/**
 * The lines `DEBUG_PARSER_MW` writes: `raw` for what the provider produced, `out` for what the
 * middleware passes on, and (`parse` mode) one summary with the calls highlighted in the text.
 */
export class DebugLog {
  constructor(private readonly config: DebugConfig) {}

  get enabled(): boolean {
    return this.config.mode !== 'off';
  }

  /** Whether the end-of-call summary is wanted, so the text must be kept for it. */
  get summarizing(): boolean {
    return this.config.mode === 'parse';
  }

  /** A provider part or content item, before parsing. */
  raw(part: unknown): void {
    if (this.enabled) this.line('raw', describe(part));
  }

  /** A part or content item after parsing. */
  out(part: unknown): void {
    if (this.enabled) this.line('out', describe(part));
  }

  /**
   * In `parse` mode: the whole text with the call segments and thinking blocks marked, then the
   * parsed calls.
   */
  summary(
    text: string,
    segments: ReadonlyArray<RecognizedSegment>,
    calls: ReadonlyArray<LoggedCall>,
  ): void {
    if (this.config.mode !== 'parse') return;
    const marked = highlightSegments(text, segments, {
      style: this.config.style,
      color: this.config.color,
    });
    const blocks = segments.filter((segment) => segment.kind === 'reasoning').length;
    const thinking = blocks === 0 ? '' : `, ${blocks} thinking block(s)`;
    this.line('parse', `text (${segments.length - blocks} call segment(s)${thinking} marked):`);
    this.config.write(marked);
    this.line('parse', `calls: ${calls.length}`);
    for (const call of calls) this.config.write(`  ${call.toolName} ${call.input}`);
  }

  private line(kind: keyof typeof LABEL_COLOR, body: string): void {
    const label = `[tool-mw ${kind}]`;
    const shown = this.config.color ? `${LABEL_COLOR[kind]}${label}${RESET}` : label;
    this.config.write(`${shown} ${body}`);
  }
}

function describe(part: unknown): string {
  try {
    return JSON.stringify(part, (_key, value: unknown) =>
      value instanceof Uint8Array ? `<${value.byteLength} bytes>` : value,
    );
  } catch {
    return String(part);
  }
}
