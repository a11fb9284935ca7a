import { MarkerMatcher } from '../engine/marker-matcher';
import type { ScanStep } from '../engine/scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import { PythonCallListSegment } from '../pythonic/python-call-list-segment';

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
 * `opening`: which family reads the calls is not known yet; `calls`: the pythonic reader reads
 * them; `json`: the JSON block reader took the rest; `closing`: the end marker may follow.
 */
type Phase = 'opening' | 'calls' | 'json' | 'closing';

/**
 * Pythonic calls between a model's own markers — `<|tool_call_start|>[f(a=1)]<|tool_call_end|>`
 * (LFM2), `<function_calls>f(a=1)\ng(b='x')</function_calls>` (Olmo 3) — read by the pythonic
 * family's {@link PythonCallListSegment} as it reads Llama 4's `<|python_start|>` (a list, or
 * bare calls one per line). After the calls, when one of them became a tool call, the end marker
 * (after optional whitespace) is structure too; otherwise it stays text. When the model wrote a
 * JSON list there instead (LFM2 does both), the JSON-call family's block reader takes the rest.
 */
export class PythonEnvelopeSegment extends PythonCallListSegment {
  private phase: Phase = 'opening';
  private json: JsonBlockSegment | undefined;
  /** Where the calls ended, while their end marker is looked for. */
  private callsEnd = 0;
  private readonly closer: MarkerMatcher;

  constructor(
    context: SegmentContext,
    private readonly envelope: PythonEnvelope,
  ) {
    super(context, 'own', envelope.unescapedQuotes === true ? 'unescaped' : 'python');
    this.closer = new MarkerMatcher([envelope.end]);
  }

  override finish(): number | undefined {
    switch (this.phase) {
      case 'opening':
        return this.finishOpening();
      case 'json':
        return (this.json as JsonBlockSegment).finish();
      case 'calls':
        return super.finish();
      case 'closing':
        // A partial end marker at the end of the output is no end marker.
        return this.callsEnd;
    }
  }

  protected override step(input: string, i: number): ScanStep {
    switch (this.phase) {
      case 'opening':
        return this.stepOpening(input, i);
      case 'closing':
        return this.stepClosing(input, i);
      default:
        return super.step(input, i);
    }
  }

  /** Picks the reader from the first characters: `{` or `[{` is JSON, anything else Python. */
  private stepOpening(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j - i > MAX_GAP) return this.reject();
    const first = input[j];
    const second = first === '[' ? input[skipWhitespace(input, j + 1)] : first;
    if (second === undefined) return this.hold(i);
    if (second === '{' && this.envelope.json) {
      this.phase = 'json';
      this.json = this.jsonBlock();
      return this.handOff(this.json, i);
    }
    this.phase = 'calls';
    return this.next(i);
  }

  /** At the end of the output before the reader was chosen: the same choice, with what came. */
  private finishOpening(): number | undefined {
    const text = this.heldText;
    const j = skipWhitespace(text, 0);
    if (j > MAX_GAP || j === text.length) return 1;
    const second = text[j] === '[' ? text[skipWhitespace(text, j + 1)] : text[j];
    if (second === '{' && this.envelope.json) {
      this.phase = 'json';
      const json = this.jsonBlock();
      this.json = json;
      const end = json.push(text);
      return end === SEGMENT_CONTINUES ? json.finish() : end;
    }
    this.phase = 'calls';
    const end = this.push('');
    return end === SEGMENT_CONTINUES ? this.finish() : end;
  }

  private jsonBlock(): JsonBlockSegment {
    return new JsonBlockSegment(this.context, {
      startMarker: this.envelope.start,
      endMarker: this.envelope.end,
      releaseFailedArray: true,
    });
  }

  protected override callsEnded(at: number, j: number | undefined): ScanStep {
    if (j === undefined || !this.callSettler.committed) return this.end(at);
    this.callsEnd = at;
    this.phase = 'closing';
    return this.next(j);
  }

  /** After the calls: their end marker, after optional whitespace, belongs to them. */
  private stepClosing(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (this.base + j - this.callsEnd > MAX_GAP) return this.end(this.callsEnd);
    if (j === input.length) return this.next(j);
    const match = this.closer.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind !== 'full') return this.end(this.callsEnd);
    const at = this.base + j + match.marker.length;
    this.context.commit(at);
    return this.end(at);
  }
}
