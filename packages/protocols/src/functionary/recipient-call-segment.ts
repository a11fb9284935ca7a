import { isToolNameChar } from '../engine/is-tool-name-char';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';

/** How one kind of marker introduces a call whose name comes before its JSON arguments. */
export interface RecipientSyntax {
  /** What ends the name (`>` after `<function=`, a line break after `>>>`). */
  readonly nameEnd: string;
  /** What closes the call after its arguments, when the format has a closer (`</function>`). */
  readonly closer?: string;
  /** A recipient that is not a tool but the user: what follows is plain text (`all`). */
  readonly textRecipient?: string;
}

/** A name longer than this is not one. */
const MAX_NAME = 256;
/** Whitespace read between the arguments and the closer. */
const MAX_GAP = 64;

type State = 'name' | 'before-arguments' | 'arguments' | 'after-arguments';

/**
 * One call written as a recipient and its JSON arguments — Functionary v3.1's
 * `<function=get_weather>{"city": "Paris"}</function>` and v3.2's `>>>get_weather\n{…}` — or,
 * when the marker already names the tool (`get_weather\n{` at the start of a v3.2 answer), its
 * arguments alone. v3.2's `>>>all\n` addresses the user: the marker is dropped and the text
 * after it stays text. A name that is not one (`>>> print(x)` in prose) gives the marker up.
 */
export class RecipientCallSegment extends ScanSegment {
  private state: State;
  private name = '';
  private call: JsonArgumentsCall | undefined;
  /** Segment position just after the arguments. */
  private valueEnd = 0;
  private readonly closer: MarkerMatcher | undefined;

  constructor(
    context: SegmentContext,
    private readonly syntax: RecipientSyntax,
    /** Ends the arguments outside strings: the closer and the markers of the next call. */
    private readonly delimiters: MarkerMatcher,
    /** The tool named by the marker itself (its `{` is the marker's last character). */
    named?: string,
  ) {
    super(context);
    this.closer = syntax.closer === undefined ? undefined : new MarkerMatcher([syntax.closer]);
    this.state = 'name';
    if (named !== undefined) {
      this.name = named;
      this.beginCall();
      (this.call as JsonArgumentsCall).read('{', 0);
    }
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'name':
      case 'before-arguments':
        if (this.name.length === 0) return 1;
        this.context.fail(received, this.unterminated());
        return undefined;
      case 'arguments': {
        const at = (this.call as JsonArgumentsCall).endAtFinish(this.base, received);
        this.settleCall(at);
        return at === received ? undefined : at;
      }
      case 'after-arguments':
        // A closer cut off by the end of the output is text.
        this.settleCall(this.valueEnd);
        return this.valueEnd;
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'name':
        return this.stepName(input, i);
      case 'before-arguments': {
        const j = skipWhitespace(input, i);
        if (j === input.length) return this.next(j);
        if (input[j] !== '{') return this.failAt(this.base + j, this.noArguments());
        this.beginCall();
        return this.next(j);
      }
      case 'arguments':
        return this.stepArguments(input, i);
      case 'after-arguments':
        return this.stepAfter(input, i);
    }
  }

  private stepName(input: string, i: number): ScanStep {
    let j = i;
    while (j < input.length && isToolNameChar(input[j] as string)) j++;
    this.name += input.slice(i, j);
    if (this.name.length > MAX_NAME) return this.reject();
    if (j === input.length) return this.next(j);
    if (!input.startsWith(this.syntax.nameEnd, j)) {
      // The name end may be cut by the chunk; anything else means this was not a call.
      if (this.syntax.nameEnd.startsWith(input.slice(j))) return this.hold(j);
      return this.name.length === 0 || !this.isRecipientEnd(input[j] as string)
        ? this.reject()
        : this.failAt(this.base + j, this.noArguments());
    }
    const after = j + this.syntax.nameEnd.length;
    if (this.name === this.syntax.textRecipient) {
      // `>>>all\n`: the marker and the recipient are structure, the message is text.
      this.context.commit(this.base + after);
      return this.end(this.base + after);
    }
    this.state = 'before-arguments';
    return this.next(after);
  }

  /** A name ends at whitespace or the format's name end; `>>> print(x)` is prose. */
  private isRecipientEnd(c: string): boolean {
    return c === ' ' || c === '\t';
  }

  private stepArguments(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'done':
        this.valueEnd = this.base + step.next;
        this.state = 'after-arguments';
        return this.next(step.next);
      default:
        // A delimiter came first (the JSON was repaired or failed there), or the JSON broke.
        return this.settleAndEnd(this.base + step.at);
    }
  }

  /** After the arguments: the closer, when the format has one, belongs to the call. */
  private stepAfter(input: string, i: number): ScanStep {
    if (this.closer === undefined) return this.settleAndEnd(this.valueEnd);
    const j = skipWhitespace(input, i);
    if (this.base + j - this.valueEnd > MAX_GAP) return this.settleAndEnd(this.valueEnd);
    if (j === input.length) return this.next(j);
    const match = this.closer.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') return this.settleAndEnd(this.base + j + match.marker.length);
    return this.settleAndEnd(this.valueEnd);
  }

  private beginCall(): void {
    this.call = JsonArgumentsCall.named(this.context, this.name, this.delimiters);
    this.state = 'arguments';
  }

  /** The call's text ends at `at`: committed, or released with its problem. */
  private settleCall(at: number): void {
    this.callEnded((this.call as JsonArgumentsCall).end());
    this.settle(at);
  }

  private settleAndEnd(at: number): ScanStep {
    this.settleCall(at);
    return this.end(at);
  }

  private failAt(at: number, error: ToolCallParseError): ScanStep {
    this.context.fail(at, error);
    return this.end(at);
  }

  private noArguments(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'INVALID_ARGUMENTS',
      message: `Expected the JSON arguments of "${this.name}" after ${this.context.marker}${this.name}${JSON.stringify(this.syntax.nameEnd).slice(1, -1)}.`,
      toolName: this.name,
    });
  }

  private unterminated(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'UNTERMINATED_TOOL_CALL',
      message: `The output ended before the arguments of "${this.name}".`,
      toolName: this.name,
    });
  }
}
