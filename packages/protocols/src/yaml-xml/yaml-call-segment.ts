import { parseDocument } from 'yaml';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { TextBuffer } from '../engine/text-buffer';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { ArgumentObjectWriter } from '../json-calls/argument-object-writer';
import { MAX_JSON_DEPTH } from '../json-calls/max-json-depth';
import { type Pattern, pattern } from '../tagged/pattern';
import { parseBlockHeader } from './yaml-block-header';
import { exceedsFlowDepth } from './yaml-flow-depth';
import { LiteralBlock } from './yaml-literal-block';

const { literal, seq, alt, end } = pattern;

const NEWLINE = 10;
const RETURN = 13;
const LT = 60;

/** `[ \t]*`, bounded. */
const trailingBlanks: Pattern = (text, at) => {
  let p = at;
  while (p < text.length && p - at < 256 && (text[p] === ' ' || text[p] === '\t')) p++;
  return { kind: 'full', end: p };
};

/**
 * One call written as the tool name's element around a YAML mapping:
 * `<write_file>\npath: a.txt\ncontent: |\n  line one\n</write_file>`. The body is read line by
 * line. A top-level `key: |` / `|-` / `|+` literal block whose schema is a plain string streams
 * as its lines arrive ({@link LiteralBlock}); everything else is typed by the schema once the
 * element closes, from the `yaml` package's parse of the whole body (failsafe schema: scalars stay
 * text until the schema types them). The streamed values are checked against that parse; if they
 * differ the call is not executed, so a tool call always carries exactly the YAML's values.
 *
 * Inside a block scalar the close tag counts only as a line of its own (there `</write_file>`
 * is the end even when indented); elsewhere the first `</NAME>` ends the body. Without a close
 * tag the call completes at the end of the output only if its last line was complete.
 */
export class YamlCallSegment extends ScanSegment {
  private readonly toolName: string;
  private readonly selfClosing: boolean;
  private readonly closeTag: string;
  private readonly close: Pattern;
  private readonly closeLine: Pattern;
  private readonly writer: ToolCallWriter;
  private readonly args: ArgumentObjectWriter;
  /** Everything after the open tag, for the final parse. */
  private readonly raw = new TextBuffer();
  private mode: 'plain' | 'block' = 'plain';
  private at: 'indent' | 'rest' = 'indent';
  private indent = 0;
  private line: string[] = [];
  private mappingIndent: number | undefined;
  private block: LiteralBlock | undefined;
  private blockKey: string | undefined;
  private readonly streamed = new Map<string, string>();

  constructor(context: SegmentContext) {
    super(context);
    const marker = context.marker;
    this.selfClosing = marker.endsWith('/>');
    this.toolName = marker.slice(1, this.selfClosing ? -2 : -1).trim();
    this.closeTag = `</${this.toolName}>`;
    this.close = literal(this.closeTag);
    this.closeLine = seq(this.close, trailingBlanks, alt(literal('\n'), literal('\r\n'), end));
    const tool = context.tools.get(this.toolName);
    this.writer = context.startCall(this.toolName);
    this.args = new ArgumentObjectWriter(this.writer, tool?.schema);
    this.args.open();
  }

  override push(text: string): number {
    this.raw.append(text);
    return super.push(text);
  }

  protected step(text: string, i: number, eof: boolean): ScanStep {
    if (this.selfClosing) return this.complete('', this.context.marker.length);
    if (this.at === 'indent') return this.lineStart(text, i, eof);
    return this.mode === 'plain' ? this.plainText(text, i, eof) : this.blockText(text, i, eof);
  }

  /** Counts a line's indentation and decides what the line is. */
  private lineStart(text: string, i: number, eof: boolean): ScanStep {
    let p = i;
    while (p < text.length && text.charCodeAt(p) === 32) p++;
    this.indent += p - i;
    if (p === text.length) return eof ? this.endOfOutput(text) : this.hold(p);
    const lineBreak = breakLength(text, p, eof);
    if (lineBreak < 0) return this.hold(p);
    if (lineBreak > 0) {
      if (this.mode === 'block') (this.block as LiteralBlock).blankLine(this.indent);
      this.newLine();
      return this.next(p + lineBreak);
    }
    if (this.mode === 'block') {
      if (text.charCodeAt(p) === LT) {
        const close = this.closeLine(text, p, eof);
        if (close.kind === 'partial') return this.hold(p);
        if (close.kind === 'full') return this.closeAt(p);
      }
      if (!(this.block as LiteralBlock).contentLine(this.indent)) this.endBlock(0);
    }
    this.at = 'rest';
    return this.next(p);
  }

  /** The rest of a line outside block scalars: kept whole (to find block headers) up to its break. */
  private plainText(text: string, i: number, eof: boolean): ScanStep {
    let from = i;
    let p = i;
    for (;;) {
      while (p < text.length) {
        const code = text.charCodeAt(p);
        if (code === NEWLINE || code === RETURN || code === LT) break;
        p++;
      }
      if (p > from) this.line.push(text.slice(from, p));
      if (p === text.length) return eof ? this.endOfOutput(text) : this.hold(p);
      if (text.charCodeAt(p) === LT) {
        const close = this.close(text, p, eof);
        if (close.kind === 'partial') return this.hold(p);
        if (close.kind === 'full') return this.closeAt(p);
      } else {
        const lineBreak = breakLength(text, p, eof);
        if (lineBreak < 0) return this.hold(p);
        if (lineBreak > 0) {
          this.plainLineEnd();
          this.newLine();
          return this.next(p + lineBreak);
        }
      }
      // A `<` that is not the close tag, or a lone carriage return: content.
      this.line.push(text[p] as string);
      p++;
      from = p;
    }
  }

  /** The rest of a content line of a block scalar, streamed when the block is. */
  private blockText(text: string, i: number, eof: boolean): ScanStep {
    const block = this.block as LiteralBlock;
    let p = i;
    for (;;) {
      while (p < text.length) {
        const code = text.charCodeAt(p);
        if (code === NEWLINE || code === RETURN) break;
        p++;
      }
      if (p > i) block.text(text.slice(i, p));
      if (p === text.length) return eof ? this.endOfOutput(text) : this.hold(p);
      const lineBreak = breakLength(text, p, eof);
      if (lineBreak < 0) return this.hold(p);
      if (lineBreak > 0) {
        block.lineBreak();
        this.newLine();
        return this.next(p + lineBreak);
      }
      block.text('\r');
      return this.next(p + 1);
    }
  }

  private newLine(): void {
    this.at = 'indent';
    this.indent = 0;
    this.line = [];
  }

  /** A complete line outside block scalars: maybe the first key, maybe a block header. */
  private plainLineEnd(): void {
    const content = this.line.join('');
    const trimmed = content.trim();
    if (
      this.mappingIndent === undefined &&
      trimmed.length > 0 &&
      !trimmed.startsWith('#') &&
      trimmed !== '---'
    ) {
      this.mappingIndent = this.indent;
    }
    const header = parseBlockHeader(content);
    if (header === undefined) return;
    const key = header.key;
    const streams =
      key !== undefined &&
      this.indent === this.mappingIndent &&
      header.style === '|' &&
      !header.explicitIndent &&
      !this.streamed.has(key) &&
      !this.args.has(key) &&
      this.args.isStreamable(key);
    this.blockKey = streams ? key : undefined;
    this.block = new LiteralBlock(
      this.indent,
      header.chomping,
      streams
        ? {
            begin: () => this.args.beginString(key),
            text: (s) => this.args.appendString(s),
            end: () => this.args.endString(),
          }
        : undefined,
    );
    this.mode = 'block';
  }

  private endBlock(trailingSpaces: number): void {
    const value = (this.block as LiteralBlock).end(trailingSpaces);
    if (value !== undefined && this.blockKey !== undefined) this.streamed.set(this.blockKey, value);
    this.block = undefined;
    this.blockKey = undefined;
    this.mode = 'plain';
  }

  /** The close tag starts at `p`. */
  private closeAt(p: number): ScanStep {
    if (this.mode === 'block') this.endBlock(this.at === 'indent' ? this.indent : 0);
    const bodyEnd = this.base + p;
    const body = this.raw.toString().slice(0, bodyEnd - this.context.marker.length);
    return this.complete(body, bodyEnd + this.closeTag.length);
  }

  /** The output ended without the close tag: complete only if the last line was complete. */
  private endOfOutput(text: string): ScanStep {
    const at = this.base + text.length;
    const cutMidLine =
      this.at === 'rest' && (this.mode === 'block' || this.line.join('').trim().length > 0);
    if (this.mode === 'block') this.endBlock(this.at === 'indent' ? this.indent : 0);
    const body = this.raw.toString();
    if (cutMidLine || body.trim().length === 0) {
      return this.fail(
        at,
        new ToolCallParseError({
          code: 'UNTERMINATED_TOOL_CALL',
          message: `The output ended inside the call to "${this.toolName}" before ${this.closeTag}.`,
          toolName: this.toolName,
        }),
      );
    }
    return this.complete(body, at);
  }

  /** Parses the body, writes what was not streamed, and ends the call at `at`. */
  private complete(body: string, at: number): ScanStep {
    if (exceedsFlowDepth(body, MAX_JSON_DEPTH)) {
      return this.fail(
        at,
        this.invalid(`nests lists or maps deeper than ${MAX_JSON_DEPTH} levels`),
      );
    }
    let parsed: unknown;
    try {
      const document = parseDocument(body, { schema: 'failsafe', logLevel: 'error' });
      const [error] = document.errors;
      if (error !== undefined) throw error;
      parsed = document.toJS();
    } catch (cause) {
      return this.fail(at, this.invalid(`is not valid YAML: ${(cause as Error).message}`, cause));
    }
    if (parsed === null || parsed === undefined || parsed === '') parsed = {};
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      return this.fail(at, this.invalid('is not a YAML mapping of argument names to values'));
    }
    const values = parsed as Record<string, unknown>;
    for (const [key, value] of this.streamed) {
      if (!Object.hasOwn(values, key) || values[key] !== value) {
        return this.fail(at, this.invalid(`gives "${key}" a value other than the one streamed`));
      }
    }
    for (const key of Object.keys(values)) {
      if (!this.streamed.has(key)) this.args.value(key, values[key]);
    }
    this.args.close();
    this.writer.end();
    this.context.commit(at);
    return this.end(at);
  }

  private invalid(problem: string, cause?: unknown): ToolCallParseError {
    return new ToolCallParseError({
      code: 'INVALID_ARGUMENTS',
      message: `The YAML body of the call to "${this.toolName}" ${problem}.`,
      toolName: this.toolName,
      ...(cause === undefined ? {} : { cause }),
    });
  }

  private fail(at: number, error: ToolCallParseError): ScanStep {
    this.writer.abort();
    this.context.fail(at, error);
    return this.end(at);
  }
}

/**
 * The length of the line break at `p` (`\n`, `\r\n`, or a `\r` ending the output), 0 when there
 * is none (a lone `\r` is content), -1 when a `\r` ends the text and the next piece decides.
 */
function breakLength(text: string, p: number, eof: boolean): number {
  const code = text.charCodeAt(p);
  if (code === NEWLINE) return 1;
  if (code !== RETURN) return 0;
  if (p + 1 < text.length) return text.charCodeAt(p + 1) === NEWLINE ? 2 : 0;
  return eof ? 1 : -1;
}
