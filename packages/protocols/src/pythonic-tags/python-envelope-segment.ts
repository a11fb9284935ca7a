import { MarkerMatcher } from '../engine/marker-matcher';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import { PYTHON_START, PythonCallListSegment } from '../pythonic/python-call-list-segment';

/** A model's markers around its calls. */
export interface PythonEnvelope {
  readonly start: string;
  readonly end: string;
  /** The model also writes a JSON list between the markers (LFM2). */
  readonly json: boolean;
  /**
   * Keyword values in single quotes are written with nothing escaped inside (LFM2.5's template),
   * and read so (see `UnescapedQuoteString`).
   */
  readonly unescapedQuotes?: boolean;
}

/** Whitespace read after the start marker, or before the end marker, before giving up on them. */
const MAX_GAP = 64;
/**
 * Text kept from before the current piece: the calls end at most a held-back gap before what was
 * received, and the end marker is looked for from there.
 */
const RECENT = 2 * MAX_GAP;

type State = 'opening' | 'python' | 'json' | 'closing';

/**
 * Pythonic calls between a model's own markers — `<|tool_call_start|>[f(a=1)]<|tool_call_end|>`
 * (LFM2), `<function_calls>f(a=1)\ng(b='x')</function_calls>` (Olmo 3) — read by the pythonic
 * family's {@link PythonCallListSegment} as if they stood after Llama 4's `<|python_start|>`
 * (a list, or bare calls one per line): this wrapper gives it that marker, shifts its positions
 * back to the real one, and takes the real end marker after the calls. When the model wrote a
 * JSON list there instead (LFM2 does both), the JSON-call family's block reader takes over.
 *
 * A wrapper, not a scanner of its own: it only decides which reader gets the text, and keeps a
 * bounded stretch of it to find the end marker — never a copy of a whole piece, so that generate
 * mode, which hands each segment the rest of the output, stays linear.
 */
export class PythonEnvelopeSegment implements SegmentParser {
  private state: State = 'opening';
  /** The text after the marker while it is not yet known which reader takes it. */
  private pending = '';
  private inner: SegmentParser | undefined;
  /** Real segment position = the inner (Llama-marker) position + shift. */
  private readonly shift: number;
  /** The piece of text being read, by reference (generate mode passes the whole rest at once). */
  private current = '';
  private currentStart: number;
  /** The last {@link RECENT} characters before {@link current}. */
  private recent = '';
  /** Where the calls ended, once the pythonic reader has ended. */
  private callsEnd = 0;
  /** A call became a tool call: the end marker is then structure too. */
  private committed = false;
  private readonly endTag: MarkerMatcher;

  constructor(
    private readonly context: SegmentContext,
    private readonly envelope: PythonEnvelope,
  ) {
    this.shift = context.marker.length - PYTHON_START.length;
    this.currentStart = context.marker.length;
    this.endTag = new MarkerMatcher([envelope.end]);
  }

  push(text: string): number {
    switch (this.state) {
      case 'opening':
        return this.open(this.pending + text, false) ?? SEGMENT_CONTINUES;
      case 'json':
        return (this.inner as SegmentParser).push(text);
      case 'python':
        this.remember(text);
        return (
          this.fromPython((this.inner as SegmentParser).push(text), false) ?? SEGMENT_CONTINUES
        );
      case 'closing':
        this.remember(text);
        return this.close(false);
    }
  }

  finish(): number | undefined {
    switch (this.state) {
      case 'opening':
        return this.open(this.pending, true);
      case 'json':
        return (this.inner as SegmentParser).finish();
      case 'python':
        return this.fromPython(SEGMENT_CONTINUES, true);
      case 'closing':
        return this.close(true);
    }
  }

  /** Picks the reader from the first characters: `{` or `[{` is JSON, anything else Python. */
  private open(text: string, final: boolean): number | undefined {
    const j = skipWhitespace(text, 0);
    const first = text[j];
    const second = first === '[' ? text[skipWhitespace(text, j + 1)] : first;
    if (j > MAX_GAP) return this.giveUp(final);
    if (second === undefined && !final) {
      this.pending = text;
      return SEGMENT_CONTINUES;
    }
    if (first === undefined) return this.giveUp(final);
    if (second === '{' && this.envelope.json) {
      this.state = 'json';
      const json = new JsonBlockSegment(this.context, {
        startMarker: this.envelope.start,
        endMarker: this.envelope.end,
        releaseFailedArray: true,
      });
      this.inner = json;
      const end = json.push(text);
      return end === SEGMENT_CONTINUES && final ? json.finish() : end;
    }
    this.state = 'python';
    this.inner = new PythonCallListSegment(
      this.innerContext(),
      this.envelope.unescapedQuotes === true ? 'unescaped' : 'python',
    );
    this.remember(text);
    return this.fromPython(this.inner.push(text), final);
  }

  /** Not a call after all: the marker's first character becomes text (at the end: the segment ends there). */
  private giveUp(final: boolean): number {
    if (final) return 1;
    this.context.reject();
    return SEGMENT_CONTINUES;
  }

  /** `result` is what the pythonic reader's `push` returned; at the end its `finish` is asked. */
  private fromPython(result: number, final: boolean): number | undefined {
    let end: number | undefined = result;
    if (result === SEGMENT_CONTINUES) {
      if (!final) return SEGMENT_CONTINUES;
      end = (this.inner as SegmentParser).finish();
      // The reader took everything (a call cut off by the end of the output).
      if (end === undefined) return undefined;
    }
    this.callsEnd = end + this.shift;
    this.state = 'closing';
    return this.committed ? this.close(final) : this.callsEnd;
  }

  /** After the calls: their end marker, after optional whitespace, belongs to them. */
  private close(final: boolean): number {
    const limit = MAX_GAP + this.envelope.end.length;
    const after = this.textFrom(this.callsEnd, limit);
    if (after === undefined) return this.callsEnd;
    const j = skipWhitespace(after, 0);
    if (j > MAX_GAP) return this.callsEnd;
    const match = j < after.length ? this.endTag.matchAt(after, j, final) : undefined;
    if (match?.kind === 'full') {
      const at = this.callsEnd + j + match.marker.length;
      this.context.commit(at);
      return at;
    }
    const waiting = (j === after.length && after.length < limit) || match?.kind === 'partial';
    return waiting && !final ? SEGMENT_CONTINUES : this.callsEnd;
  }

  /** A new piece of text: the previous one's last characters are kept, the new one referenced. */
  private remember(text: string): void {
    const previous = this.current;
    this.recent =
      previous.length >= RECENT ? previous.slice(-RECENT) : (this.recent + previous).slice(-RECENT);
    this.currentStart += previous.length;
    this.current = text;
  }

  /** Up to `length` characters of the segment from position `at` (undefined: no longer kept). */
  private textFrom(at: number, length: number): string | undefined {
    const inCurrent = at - this.currentStart;
    if (inCurrent >= 0) return this.current.slice(inCurrent, inCurrent + length);
    const inRecent = this.recent.length + inCurrent;
    if (inRecent < 0) return undefined;
    return (this.recent.slice(inRecent) + this.current.slice(0, length)).slice(0, length);
  }

  /** The context the pythonic reader sees: Llama 4's marker, positions shifted to it. */
  private innerContext(): SegmentContext {
    const { context, shift } = this;
    return {
      marker: PYTHON_START,
      tools: context.tools,
      options: context.options,
      startCall: (toolName, id) => context.startCall(toolName, id),
      text: (text) => context.text(text),
      reasoning: (text) => context.reasoning(text),
      commit: (position) => {
        this.committed = true;
        context.commit(position + shift);
      },
      fail: (position, error) => context.fail(position + shift, error),
      pass: (position) => context.pass(position + shift),
      warn: (error) => context.warn(error),
      reject: () => context.reject(),
    };
  }
}
