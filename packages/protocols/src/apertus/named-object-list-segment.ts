import { CallSettler } from '../engine/call-settler';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';

/** A key longer than this is not a tool name. */
const MAX_NAME = 256;
/** Whitespace read between the list and its end marker. */
const MAX_GAP = 64;

type State =
  | 'list'
  | 'object'
  | 'key'
  | 'colon'
  | 'arguments'
  | 'object-end'
  | 'between'
  | 'after-list';

/**
 * A JSON list of calls that name the tool by the key — `[{"get_weather": {"city": "Paris"}},
 * {"get_time": {}}]` (Apertus, between `<|tools_prefix|>` and `<|tools_suffix|>`) — or one such
 * object alone. Each call starts as soon as its key is read and its arguments stream through the
 * JSON-call family's arguments reader; each is settled at its `}`, a failed one releasing its own
 * text while its siblings stand (all failed: the list and its markers are text again).
 */
export class NamedObjectListSegment extends ScanSegment {
  private state: State = 'list';
  private inList = false;
  private name = '';
  /** The key's opening quote was read. */
  private quoteOpen = false;
  private call: JsonArgumentsCall | undefined;
  /** Why the call whose `}` is awaited failed: its text runs to that `}`. */
  private failure: ToolCallParseError | undefined;
  /** Segment position just after the last call's `}` (or the list's `]`). */
  private lastEnd = 0;
  private readonly settler: CallSettler;
  private readonly endTag: MarkerMatcher;

  constructor(
    context: SegmentContext,
    endMarker: string,
    private readonly delimiters: MarkerMatcher,
  ) {
    super(context);
    this.settler = new CallSettler(context);
    this.endTag = new MarkerMatcher([endMarker]);
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'arguments': {
        const call = this.call as JsonArgumentsCall;
        const at = call.endAtFinish(this.base, received);
        this.settler.call(at, call.error);
        this.settler.release();
        return at === received ? undefined : at;
      }
      case 'list':
      case 'object':
      case 'key':
      case 'colon':
      case 'object-end':
        if (this.failure !== undefined) {
          this.settler.call(received, this.failure);
          this.settler.release();
          return undefined;
        }
        if (!this.settler.touched) {
          this.context.fail(received, unterminated(this.name));
          return undefined;
        }
        this.settler.release();
        return this.lastEnd;
      case 'between':
      case 'after-list':
        this.settler.close(this.lastEnd);
        return this.lastEnd;
    }
  }

  protected step(input: string, i: number): ScanStep {
    if (this.state === 'key') return this.stepKey(input, i);
    if (this.state === 'arguments') return this.stepArguments(input, i);
    if (this.state === 'after-list') return this.stepAfterList(input, i);
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    return this.stepPunctuation(input[j] as string, j);
  }

  /** The states that wait for one punctuation character after optional whitespace. */
  private stepPunctuation(c: string, j: number): ScanStep {
    switch (this.state) {
      case 'list':
        if (c === '[' && !this.inList) {
          this.inList = true;
          return this.next(j + 1);
        }
        this.state = 'object';
        return this.next(j);
      case 'object':
        if (c === '{') {
          // The comma and whitespace before a call belong to the list when a call stands.
          this.settler.release();
          if (this.settler.committed) this.context.commit(this.base + j);
          this.state = 'key';
          this.name = '';
          return this.next(j + 1);
        }
        return this.broken(j, 'a call object {"tool_name": {…}}');
      case 'colon':
        if (c !== ':') return this.broken(j, `":" after "${this.name}"`);
        this.beginCall();
        return this.next(j + 1);
      case 'object-end':
        if (c !== '}') return this.broken(j, `"}" after the arguments of "${this.name}"`);
        this.lastEnd = this.base + j + 1;
        if (this.failure !== undefined) this.settler.call(this.lastEnd, this.failure);
        this.failure = undefined;
        this.state = this.inList ? 'between' : 'after-list';
        return this.next(j + 1);
      default:
        // between
        if (c === ',') {
          this.state = 'object';
          return this.next(j + 1);
        }
        if (c === ']') {
          this.lastEnd = this.base + j + 1;
          this.state = 'after-list';
          return this.next(j + 1);
        }
        return this.broken(j, '"," or "]" between calls');
    }
  }

  /** The key, a JSON string: the tool's name. */
  private stepKey(input: string, i: number): ScanStep {
    let j = this.quoteOpen ? i : skipWhitespace(input, i);
    if (!this.quoteOpen && j < input.length && input[j] === '"') {
      this.quoteOpen = true;
      j++;
    }
    if (!this.quoteOpen) {
      if (j === input.length) return this.next(j);
      return this.broken(j, 'a quoted tool name as the key');
    }
    const close = input.indexOf('"', j);
    const stop = close === -1 ? input.length : close;
    this.name += input.slice(j, stop);
    if (this.name.length > MAX_NAME || this.name.includes('\\'))
      return this.broken(stop, 'a tool name');
    if (close === -1) return this.next(stop);
    this.quoteOpen = false;
    this.state = 'colon';
    return this.next(close + 1);
  }

  private stepArguments(input: string, i: number): ScanStep {
    const call = this.call as JsonArgumentsCall;
    const step = call.read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'done':
        // A complete call (its tool-call is out) is settled here and its `}` is structure; a
        // failed one takes its text to its `}`.
        this.lastEnd = this.base + step.next;
        if (call.error === undefined) this.settler.call(this.lastEnd, undefined);
        else this.failure = call.error;
        this.call = undefined;
        this.state = 'object-end';
        return this.next(step.next);
      default: {
        // The end marker came first (the JSON was repaired or failed there), or the JSON broke.
        const at = this.base + step.at;
        this.settler.call(at, call.error);
        this.settler.release();
        return this.end(at);
      }
    }
  }

  /** After the list: its end marker belongs to it. */
  private stepAfterList(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (this.base + j - this.lastEnd > MAX_GAP) return this.closeAt(this.lastEnd);
    if (j === input.length) return this.next(j);
    const match = this.endTag.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    return this.closeAt(
      match?.kind === 'full' ? this.base + j + match.marker.length : this.lastEnd,
    );
  }

  private closeAt(at: number): ScanStep {
    this.settler.close(at);
    return this.end(at);
  }

  private beginCall(): void {
    this.call = JsonArgumentsCall.named(this.context, this.name, this.delimiters);
    this.state = 'arguments';
  }

  /** The text stopped being a list of calls at index `j`. */
  private broken(j: number, expected: string): ScanStep {
    const at = this.base + j;
    const error = new ToolCallParseError({
      code: 'INVALID_JSON',
      message: `Expected ${expected} in the tool-call list after ${this.context.marker}.`,
      ...(this.name.length > 0 ? { toolName: this.name } : {}),
    });
    if (this.failure !== undefined) {
      // A failed call without its `}`: its text runs to here.
      this.settler.call(at, this.failure);
      this.settler.release();
      return this.end(at);
    }
    if (!this.settler.touched) {
      this.context.fail(at, error);
      return this.end(at);
    }
    // Between calls: the list simply ended with the last one.
    this.settler.release();
    return this.end(this.lastEnd);
  }
}

function unterminated(name: string): ToolCallParseError {
  return new ToolCallParseError({
    code: 'UNTERMINATED_TOOL_CALL',
    message: 'The output ended inside the tool-call list.',
    ...(name.length > 0 ? { toolName: name } : {}),
  });
}
