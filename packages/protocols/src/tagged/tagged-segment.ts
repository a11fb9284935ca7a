import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type JsonBlockOptions, JsonBlockSegment } from '../json-calls/json-block-segment';
import type { Pattern } from './pattern';
import { type ParameterEncoding, TaggedCall } from './tagged-call';
import { TaggedValueScanner } from './tagged-value';

/** The syntax a {@link TaggedCallSegment} needs to know beyond its own structure. */
export interface TaggedSyntax {
  /** The format's name, for messages (`Qwen3-Coder`, `GLM`). */
  format: string;
  /** Close tags after which a broken call's text ends (the block's close tag). */
  skipTo: readonly string[];
  /** The close tag of a parameter value, consumed when it ends the value. */
  valueClose: Pattern;
  /** Where a value ends, given its call (structural look-ahead, see {@link TaggedValueScanner}). */
  valueBoundary: (call: TaggedCall) => Pattern;
  /** One leading and one trailing newline are not part of a value (Qwen3-Coder). */
  trimNewlines: boolean;
  /** The block of JSON calls that may stand instead of tags (the Hermes form; see `readAsJson`). */
  json?: JsonBlockOptions;
}

type Mode = 'structure' | 'value' | 'skip';

/**
 * Base of the segments whose calls name the tool in a tag and write each parameter between tags
 * (Qwen3-Coder, GLM, MiniMax, DeepSeek DSML). It owns what they share: the current
 * {@link TaggedCall}, reading a value up to its structural end, skipping the rest of a block
 * whose syntax broke, and settling each call's text. Subclasses parse the tags in between with
 * their own explicit state in {@link structure}.
 */
export abstract class TaggedCallSegment extends ScanSegment {
  private mode: Mode = 'structure';
  protected call: TaggedCall | undefined;
  /** Segment position just after the current call's last complete part. */
  protected lastEnd = 0;
  private value: TaggedValueScanner | undefined;
  private skipError: ToolCallParseError | undefined;
  private readonly skipTo: MarkerMatcher;

  constructor(
    context: SegmentContext,
    private readonly syntax: TaggedSyntax,
  ) {
    super(context);
    this.skipTo = new MarkerMatcher(syntax.skipTo);
  }

  /** Parses the tags between values; the subclass keeps its own state. */
  protected abstract structure(text: string, i: number, eof: boolean): ScanStep;

  protected step(text: string, i: number, eof: boolean): ScanStep {
    switch (this.mode) {
      case 'structure':
        return this.structure(text, i, eof);
      case 'value':
        return this.readValue(text, i, eof);
      case 'skip':
        return this.skip(text, i, eof);
    }
  }

  /** Starts a call to `name` (reported later if undeclared) whose complete parts end at `at`. */
  protected beginCall(name: string, at: number): TaggedCall {
    const call = new TaggedCall(this.context, name);
    this.call = call;
    this.value = new TaggedValueScanner(this.syntax.valueBoundary(call), this.syntax.trimNewlines);
    this.lastEnd = at;
    return call;
  }

  /** A parameter's value begins at the next character; structure resumes after it. */
  protected beginValue(name: string, encoding: ParameterEncoding = 'raw'): void {
    (this.call as TaggedCall).beginParameter(name, encoding);
    (this.value as TaggedValueScanner).reset();
    this.mode = 'value';
  }

  /**
   * A JSON object or array stands where the first tag should (`<tool_call>{…}`): the segment's
   * text from index `i` on — all of it after the marker — is read as JSON calls in the block
   * {@link TaggedSyntax.json} names.
   */
  protected readAsJson(i: number): ScanStep {
    const json = new JsonBlockSegment(this.context, this.syntax.json as JsonBlockOptions);
    return this.handOff(json, i);
  }

  /** The current call is complete at its last part (the call's text is settled later). */
  protected closeCall(): void {
    if (this.call !== undefined) this.callEnded(this.call.complete());
    this.call = undefined;
  }

  /**
   * A call's text ends at `at` (a next call or the block's end follows): the current call, if
   * still open, is complete, and the last finished call is committed or released up to `at`.
   */
  protected settleCall(at: number): void {
    this.closeCall();
    this.settle(at);
  }

  /** Closes the current call, settles its text at `settleAt` and ends the segment at `at`. */
  protected endSegment(settleAt: number, at: number = settleAt): ScanStep {
    this.settleCall(settleAt);
    return this.end(at);
  }

  /**
   * Between a call's parameters the text ran out at `j`: wait for more or, at the end of the
   * output, end with the call's last complete part (cut off, if it has none, before `closeTag`).
   */
  protected parametersRanOut(j: number, eof: boolean, closeTag: string): ScanStep {
    if (!eof) return this.hold(j);
    if ((this.call as TaggedCall).parameters === 0) {
      return this.cutOff(this.base + j, `before ${closeTag}`);
    }
    return this.endSegment(this.lastEnd);
  }

  /** Releases the text up to `at` as a failed call and ends the segment there. */
  protected failSegment(at: number, error: ToolCallParseError): ScanStep {
    return this.failAndEnd(at, error);
  }

  /** The output ended inside the current call (or before one was named). */
  protected cutOff(at: number, where: string): ScanStep {
    const call = this.call;
    const error = new ToolCallParseError({
      code: 'UNTERMINATED_TOOL_CALL',
      message:
        call === undefined
          ? `The output ended ${where} of a ${this.syntax.format} tool call.`
          : `The output ended ${where} of the call to "${call.toolName}".`,
      ...(call === undefined ? {} : { toolName: call.toolName }),
    });
    call?.fail(error);
    this.call = undefined;
    return this.failSegment(at, call?.complete() ?? error);
  }

  /** The syntax broke at `j`: the current call fails and the rest of the block is skipped. */
  protected broken(j: number, expected: string): ScanStep {
    const error = new ToolCallParseError({
      code: 'INVALID_XML',
      message: `Expected ${expected} in the ${this.syntax.format} tool call.`,
      ...(this.call === undefined ? {} : { toolName: this.call.toolName }),
    });
    this.call?.fail(error);
    this.skipError = this.call?.complete() ?? error;
    this.call = undefined;
    this.mode = 'skip';
    return this.next(j);
  }

  private readValue(text: string, i: number, eof: boolean): ScanStep {
    const call = this.call as TaggedCall;
    const scan = (this.value as TaggedValueScanner).scan(text, i, eof, (s) => call.text(s));
    if (scan.kind === 'hold') return this.hold(scan.index);
    if (scan.kind === 'cut-off') return this.cutOff(this.base + text.length, 'inside a value');
    call.endParameter();
    this.mode = 'structure';
    const close = this.syntax.valueClose(text, scan.index, eof);
    if (close.kind !== 'full') return this.next(scan.index);
    this.lastEnd = this.base + close.end;
    return this.next(close.end);
  }

  /** After broken syntax: the call's text runs to the block's close tag (or the output's end). */
  private skip(text: string, i: number, eof: boolean): ScanStep {
    const match = this.skipTo.find(text, i);
    const error = this.skipError as ToolCallParseError;
    if (match.kind === 'full') {
      return this.failSegment(this.base + match.index + match.marker.length, error);
    }
    if (eof) return this.failSegment(this.base + text.length, error);
    return this.hold(match.kind === 'partial' ? match.index : text.length);
  }
}
