import { isToolNameChar } from '../engine/is-tool-name-char';
import { lazy } from '../engine/lazy';
import { MarkerMatcher } from '../engine/marker-matcher';
import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { PythonCall } from './python-call';
import { PythonCallEnd } from './python-call-end';
import { PythonCallSteps, type State } from './python-call-steps';
import { PythonValueReader } from './python-value-reader';

/** Llama 4's token before a call list. */
export const PYTHON_START = '<|python_start|>';
/** Llama 4's token after a call list. */
export const PYTHON_END = '<|python_end|>';

/** Whitespace held while waiting for what follows a call or the list. */
const MAX_GAP = 64;

/** `<|python_end|>`, shared by every list. */
const pythonEndTag = lazy(() => new MarkerMatcher([PYTHON_END]));

/**
 * A pythonic call list — `[get_weather(city='Seoul', days=2), get_time()]` (Llama 3.2, Llama 4,
 * ToolACE) — opened either by `[` + a declared tool name + `(`, or by Llama 4's
 * `<|python_start|>` (with the list, or with bare calls one per line, up to `<|python_end|>`).
 * Keyword values are Python literals, read by {@link PythonValueReader} and typed by the tool's
 * schema as they stream. Each call is settled at its `)`: a call to an undeclared tool or with
 * broken arguments releases its own text while its siblings stand.
 */
export class PythonCallListSegment extends PythonCallSteps {
  protected state: State;
  /** Segment position just after the list's `]`. */
  private listEnd = 0;
  /** Llama 4's end token; none when a subclass reads its own envelope's end. */
  private readonly endTag: MarkerMatcher | undefined;
  /** While a broken call's end is looked for: the reader, and why the call failed. */
  private broken: { end: PythonCallEnd; error: ToolCallParseError } | undefined;

  /**
   * `envelope`: the marker opens a list or bare calls (Llama 4's `<|python_start|>`, or a
   * subclass's own marker, which then reads the end of its envelope in {@link callsEnded}).
   * `quotes`: how a keyword value in single quotes is read (`unescaped` for LFM2.5).
   */
  constructor(
    context: SegmentContext,
    envelope?: 'own',
    quotes: 'python' | 'unescaped' = 'python',
  ) {
    super(context, quotes);
    const marker = context.marker;
    this.endTag = envelope === 'own' ? undefined : pythonEndTag();
    if (marker === PYTHON_START || envelope === 'own') {
      this.state = 'envelope';
    } else {
      // `[NAME(`: the list's first call is already open.
      this.call = new PythonCall(context, marker.slice(1, -1));
      this.state = 'arguments';
    }
  }

  override finish(): number | undefined {
    const received = this.received;
    const held = this.heldText;
    // An unescaped string's quote and the call's `)` at the very end: the call is complete.
    if (this.state === 'value' && this.valueEndsAtQuote(held)) {
      this.closeCall(received - held.length + held.indexOf(')') + 1, 0);
    }
    switch (this.state) {
      case 'envelope':
        return 1;
      case 'name':
      case 'after-name':
        // A name without its `(` may be prose after the calls.
        if (!this.callSettler.touched) return 1;
        this.callSettler.release();
        return this.lastEnd;
      case 'after-call':
        this.callSettler.release();
        return this.lastEnd;
      case 'after-list':
        this.callSettler.close(this.listEnd);
        return this.listEnd;
      case 'recover': {
        // The broken call's `)` never came (a quote that never closed): its text runs to where
        // the list ends read without quotes, else to the end of the output.
        const { end, error } = this.broken as NonNullable<typeof this.broken>;
        const at = end.listEnd === -1 ? received : end.listEnd;
        this.callSettler.call(at, error);
        this.callSettler.release();
        return end.listEnd === -1 ? undefined : at;
      }
      default: {
        const error = new ToolCallParseError({
          code: 'UNTERMINATED_TOOL_CALL',
          message: `The output ended inside the call to "${this.call?.toolName}".`,
          ...(this.call === undefined ? {} : { toolName: this.call.toolName }),
        });
        this.call?.fail(error);
        this.callSettler.release();
        this.context.fail(received, this.call?.error ?? error);
        return undefined;
      }
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'envelope':
        return this.stepEnvelope(input, i);
      case 'name':
        return this.stepName(input, i);
      case 'keyword':
        return this.stepKeyword(input, i);
      case 'value':
        return this.stepValue(input, i);
      case 'after-list':
        return this.stepAfterList(input, i);
      case 'after-call':
        return this.stepAfterCall(input, i);
      case 'recover':
        return this.stepRecover(input, i);
      default:
        return this.stepPunctuation(input, i);
    }
  }

  private stepEnvelope(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (this.base + j - this.context.marker.length > MAX_GAP) return this.reject();
    if (j === input.length) return this.next(j);
    const c = input[j] as string;
    if (c === '[') {
      this.state = 'name';
      return this.next(j + 1);
    }
    if (!isToolNameChar(c)) return this.reject();
    this.mode = 'bare';
    this.state = 'name';
    return this.next(j);
  }

  private stepAfterCall(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (this.base + j - this.lastEnd > MAX_GAP) return this.endAfterCalls(undefined);
    if (j === input.length) return this.next(j);
    const c = input[j] as string;
    if (c === ',' || (this.mode === 'bare' && c === ';')) {
      this.name = '';
      this.state = 'name';
      return this.next(j + 1);
    }
    if (this.mode === 'list') {
      return c === ']' ? this.endList(this.base + j + 1, j + 1) : this.endAfterCalls(j);
    }
    // Bare calls (after `<|python_start|>`): one per line, up to `<|python_end|>`.
    if (isToolNameChar(c)) {
      this.name = '';
      this.state = 'name';
      return this.next(j);
    }
    const match = this.endTag?.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') {
      const at = this.base + j + match.marker.length;
      this.callSettler.close(at);
      return this.end(at);
    }
    return this.endAfterCalls(j);
  }

  /** After `]`: Llama 4 closes the list with `<|python_end|>`, which belongs to it. */
  private stepAfterList(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    const match = j < input.length ? this.endTag?.matchAt(input, j) : undefined;
    const gap = this.base + j - this.listEnd > MAX_GAP;
    if (gap || (j < input.length && match === undefined)) {
      this.callSettler.close(this.listEnd);
      return this.callsEnded(this.listEnd, gap ? undefined : j);
    }
    if (j === input.length) return this.next(j);
    if (match?.kind === 'partial') return this.hold(j);
    const at = this.base + j + (match?.kind === 'full' ? match.marker.length : 0);
    this.callSettler.close(at);
    return this.end(at);
  }

  protected endList(at: number, next: number): ScanStep {
    this.listEnd = at;
    this.state = 'after-list';
    return this.next(next);
  }

  /**
   * Something other than a next call follows: the calls end with the last one. `j`: the index
   * that follows, with only whitespace after the last call before it (undefined: not so).
   */
  private endAfterCalls(j: number | undefined): ScanStep {
    this.callSettler.release();
    return this.callsEnded(this.lastEnd, j);
  }

  /**
   * The calls (and the list) end at segment position `at`, and the segment with them. A subclass
   * whose envelope has its own end token reads it from index `j` (only whitespace lies between
   * `at` and it; undefined: something else does, so no end token follows the calls).
   */
  protected callsEnded(at: number, _j: number | undefined): ScanStep {
    return this.end(at);
  }

  /** A broken call: once its end is found it fails alone, and the list goes on after it. */
  private stepRecover(input: string, i: number): ScanStep {
    const { end, error } = this.broken as NonNullable<typeof this.broken>;
    const found = end.feed(input, i, this.base);
    if (found.kind === 'more') return this.next(input.length);
    this.broken = undefined;
    if (found.kind === 'call') return this.closeFailedCall(error, found.next);
    // The list's `]` came first: the call's text ends before it.
    this.callSettler.call(this.base + found.at, error);
    this.lastEnd = this.base + found.at;
    return this.endList(this.base + found.at + 1, found.at + 1);
  }

  private closeFailedCall(error: ToolCallParseError, next: number): ScanStep {
    const at = this.base + next;
    this.callSettler.call(at, error);
    this.lastEnd = at;
    this.state = 'after-call';
    return this.next(next);
  }

  /**
   * The text stopped being a call list at index `j`. A call in progress fails, and its end is
   * looked for from there (see {@link PythonCallEnd}) so the calls after it are still read;
   * between calls the list simply ended; before any call the envelope was not a call list at all.
   */
  protected syntaxError(j: number, expected: string): ScanStep {
    const call = this.call;
    if (call !== undefined) {
      const error = new ToolCallParseError({
        code: 'INVALID_ARGUMENTS',
        message: `Expected ${expected} in the call to "${call.toolName}".`,
        toolName: call.toolName,
      });
      call.fail(error);
      this.call = undefined;
      this.broken = { end: new PythonCallEnd(this.mode === 'bare'), error: call.error ?? error };
      this.state = 'recover';
      return this.next(j);
    }
    if (!this.callSettler.touched) return this.reject();
    return this.endAfterCalls(undefined);
  }
}
