import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { pattern } from '../tagged/pattern';
import { DeepseekJsonCall } from './deepseek-json-call';
import { DEEPSEEK_TOKENS } from './deepseek-tokens';

const { literal, nameUntil, skipSpace, which, fullwidthBar, barSpellings } = pattern;

const MAX_NAME = 256;
/** Longest text between a fence's backticks and its line end (```` ```json ````). */
const MAX_FENCE_INFO = 32;

const CALL_BEGIN = literal(DEEPSEEK_TOKENS.callBegin, fullwidthBar);
const CALL_END = literal(DEEPSEEK_TOKENS.callEnd, fullwidthBar);
const CALLS_END = literal(DEEPSEEK_TOKENS.callsEnd, fullwidthBar);
const BEFORE_SEP = nameUntil(DEEPSEEK_TOKENS.sep, MAX_NAME, () => true, fullwidthBar);
const FENCE = literal('```');

type State =
  | 'section'
  | 'call-head'
  | 'after-sep'
  | 'v3-name'
  | 'fence-open'
  | 'json'
  | 'after-json'
  | 'skip';

/**
 * A DeepSeek V3/R1 or V3.1 tool-call section: `<｜tool▁calls▁begin｜>` then calls
 * `<｜tool▁call▁begin｜>…<｜tool▁call▁end｜>` and `<｜tool▁calls▁end｜>`. A call is either
 * `function<｜tool▁sep｜>NAME` + a fenced ```` ```json ```` block (V3/R1) or `NAME<｜tool▁sep｜>{…}`
 * (V3.1); which one is decided by the first character after the separator. Arguments stream
 * through RJSON's push parser, typed by schema. A call whose JSON broke is released on its own;
 * missing call or section ends are tolerated.
 */
export class DeepseekJsonSegment extends ScanSegment {
  private state: State;
  private calls = 0;
  /** Segment position just after the last finished call. */
  private lastEnd = 0;
  private before = '';
  private call: DeepseekJsonCall | undefined;
  /** Why the current call's text is being skipped to its end. */
  private skipError: ToolCallParseError | undefined;
  /** The call and section ends: where JSON may stop, and where a broken call's text ends. */
  private readonly ends = new MarkerMatcher(
    [DEEPSEEK_TOKENS.callEnd, DEEPSEEK_TOKENS.callsEnd].flatMap(barSpellings),
  );

  constructor(
    context: SegmentContext,
    /** Opened by `<｜tool▁call▁begin｜>` without the section token. */
    bare: boolean,
  ) {
    super(context);
    this.state = bare ? 'call-head' : 'section';
  }

  protected step(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'section':
        return this.section(text, i, eof);
      case 'call-head':
        return this.callHead(text, i, eof);
      case 'after-sep':
        return this.afterSep(text, i, eof);
      case 'v3-name':
        return this.v3Name(text, i, eof);
      case 'fence-open':
        return this.fenceOpen(text, i, eof);
      case 'json':
        return this.json(text, i, eof);
      case 'after-json':
        return this.afterJson(text, i, eof);
      case 'skip':
        return this.skip(text, i, eof);
    }
  }

  /** Between calls. */
  private section(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      return this.calls === 0 ? this.fail(this.base + j, emptySection()) : this.close(this.lastEnd);
    }
    const match = which([CALL_BEGIN, CALLS_END], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) {
      return this.calls === 0
        ? this.broken(j, DEEPSEEK_TOKENS.callBegin)
        : this.close(this.lastEnd);
    }
    if (match.index === 1) {
      return this.calls === 0
        ? this.fail(this.base + match.end, emptySection())
        : this.close(this.base + match.end);
    }
    this.settle(this.base + j);
    this.state = 'call-head';
    return this.next(match.end);
  }

  /** `function<｜tool▁sep｜>` (V3) or `NAME<｜tool▁sep｜>` (V3.1). */
  private callHead(text: string, i: number, eof: boolean): ScanStep {
    const match = BEFORE_SEP(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && BEFORE_SEP(text, i, false).kind === 'partial') return this.cutOff(text);
      return this.broken(i, `a tool name and ${DEEPSEEK_TOKENS.sep}`);
    }
    this.calls++;
    this.before = text.slice(i, match.end - DEEPSEEK_TOKENS.sep.length).trim();
    this.state = 'after-sep';
    return this.next(match.end);
  }

  private afterSep(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return eof ? this.cutOff(text) : this.hold(j);
    if (text[j] === '{' || text[j] === '[') {
      // V3.1: the name came before the separator, the JSON follows it.
      this.call = new DeepseekJsonCall(this.context, this.before);
      this.state = 'json';
      return this.next(j);
    }
    this.state = 'v3-name';
    return this.next(j);
  }

  /** V3: the name follows the separator, up to the line end or the fence. */
  private v3Name(text: string, i: number, eof: boolean): ScanStep {
    let p = i;
    while (p < text.length && p - i <= MAX_NAME && !'\n`{'.includes(text[p] as string)) p++;
    if (p - i > MAX_NAME) return this.broken(i, 'a tool name');
    if (p === text.length) return eof ? this.cutOff(text) : this.hold(i);
    this.call = new DeepseekJsonCall(this.context, text.slice(i, p).trim());
    this.state = 'fence-open';
    return this.next(p);
  }

  /** An optional ```` ```json ```` line before the V3 arguments. */
  private fenceOpen(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return eof ? this.cutOff(text) : this.hold(j);
    if (text[j] === '{' || text[j] === '[') {
      this.state = 'json';
      return this.next(j);
    }
    const fence = FENCE(text, j, eof);
    if (fence.kind === 'partial') return this.hold(j);
    if (fence.kind === 'none') return this.broken(j, 'a ```json block with the arguments');
    const newline = text.indexOf('\n', fence.end);
    if (newline === -1 || newline - fence.end > MAX_FENCE_INFO) {
      if (text.length - fence.end > MAX_FENCE_INFO) return this.broken(j, 'a ```json line');
      return eof ? this.cutOff(text) : this.hold(j);
    }
    return this.next(newline + 1);
  }

  private json(text: string, i: number, eof: boolean): ScanStep {
    const call = this.call as DeepseekJsonCall;
    const match = this.ends.find(text, i);
    const stop = match.kind === 'none' ? text.length : match.index;
    if (stop > i) {
      const consumed = call.push(text.slice(i, stop));
      if (call.failed) return this.toSkip(stop);
      if (call.done) return this.jsonDone(i + consumed);
    }
    if (match.kind === 'full' && call.inString) {
      // The token is inside a JSON string: content.
      call.push(match.marker);
      return this.next(match.index + match.marker.length);
    }
    if (match.kind === 'partial' && !eof) return this.hold(match.index);
    if (match.kind === 'none' && !eof) return this.hold(text.length);
    // A call end (or the output's end) before the JSON was complete: repair or fail.
    call.close();
    if (call.failed) return this.toSkip(stop);
    return this.jsonDone(stop);
  }

  private afterJson(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return eof ? this.close(this.lastEnd) : this.hold(j);
    const match = which([CALL_END, FENCE, CALLS_END, CALL_BEGIN], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.close(this.lastEnd);
    switch (match.index) {
      case 0:
        this.lastEnd = this.base + match.end;
        this.state = 'section';
        return this.next(match.end);
      case 1:
        this.lastEnd = this.base + match.end;
        return this.next(match.end);
      case 2:
        return this.close(this.base + match.end);
      default:
        this.settle(this.base + j);
        this.state = 'call-head';
        return this.next(match.end);
    }
  }

  /** After a broken call: its text runs to its call end (the next call may be fine). */
  private skip(text: string, i: number, eof: boolean): ScanStep {
    const match = this.ends.find(text, i);
    const error = this.skipError as ToolCallParseError;
    if (match.kind === 'full') {
      const at = this.base + match.index + match.marker.length;
      this.context.fail(at, error);
      this.skipError = undefined;
      this.lastEnd = at;
      this.calls++;
      if (match.marker.includes('calls')) return this.end(at);
      this.state = 'section';
      return this.next(match.index + match.marker.length);
    }
    if (eof) return this.fail(this.base + text.length, error);
    return this.hold(match.kind === 'partial' ? match.index : text.length);
  }

  /** The arguments are complete at `index`: the call ends (or fails) there. */
  private jsonDone(index: number): ScanStep {
    this.lastEnd = this.base + index;
    this.callEnded((this.call as DeepseekJsonCall).complete());
    this.call = undefined;
    this.state = 'after-json';
    return this.next(index);
  }

  private toSkip(index: number): ScanStep {
    this.call?.abort();
    this.skipError ??= this.call?.error;
    this.call = undefined;
    this.state = 'skip';
    return this.next(index);
  }

  private broken(j: number, expected: string): ScanStep {
    this.skipError = new ToolCallParseError({
      code: 'INVALID_JSON',
      message: `Expected ${expected} in the DeepSeek tool-call section.`,
      ...(this.call === undefined ? {} : { toolName: this.call.toolName }),
    });
    return this.toSkip(j);
  }

  private cutOff(text: string): ScanStep {
    const call = this.call;
    call?.abort();
    this.call = undefined;
    const error = new ToolCallParseError({
      code: 'UNTERMINATED_TOOL_CALL',
      message: 'The output ended inside a DeepSeek tool call.',
      ...(call === undefined ? {} : { toolName: call.toolName }),
    });
    return this.fail(this.base + text.length, call?.error ?? error);
  }

  /** The section ends at `at`; the last call's text ends there too. */
  private close(at: number): ScanStep {
    this.settle(at);
    return this.end(at);
  }

  private fail(at: number, error: ToolCallParseError): ScanStep {
    this.context.fail(at, error);
    return this.end(at);
  }
}

function emptySection(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${DEEPSEEK_TOKENS.callsBegin} was not followed by a tool call.`,
  });
}
