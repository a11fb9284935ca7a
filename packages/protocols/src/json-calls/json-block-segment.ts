import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { BlockBodyNotation } from './block-body-notation';
import { JsonCallBlock } from './json-call-block';
import type { JsonCallKeys } from './json-call-object';

export interface JsonBlockOptions {
  /** The delimiter that closes the block (`</tool_call>`, or ```` ``` ```` for a fence). */
  endMarker: string;
  /** The start delimiter: when it appears after a complete value, it implicitly closes this block. */
  startMarker: string;
  /** Which keys carry the name and the arguments. */
  keys?: JsonCallKeys;
  /**
   * When every call of an array fails, release the whole block with them — start marker,
   * brackets, end marker — so that the text reads as the model wrote it (Nemotron, whose calls
   * always come in an array). Default `false`: the envelope is structure and only the failed
   * elements are released.
   */
  releaseFailedArray?: boolean;
  /** A body in another notation the block reads too (a leaked YAML call), read once complete. */
  body?: BlockBodyNotation;
}

/** The longest close tag (`</name>`) accepted in place of the right one. */
const MAX_CLOSE_TAG = 64;

type State = 'before-value' | 'in-value' | 'after-value' | 'skip-to-end' | 'in-body';

/**
 * A block of JSON calls between a start and an end delimiter: one object, an array of objects, or
 * several objects in a row. Tolerates what models write: an end delimiter inside a JSON string
 * (content, not the end), a new start delimiter or a wrong close tag (`</think>`, `</tool>`) ending
 * a complete call, stray closing braces, and a complete call whose end delimiter never came.
 */
export class JsonBlockSegment extends ScanSegment {
  private state: State = 'before-value';
  private block: JsonCallBlock | undefined;
  /** Segment position just after the last complete value (plus stray braces). */
  private valueEnd: number;
  /** Why the pending value failed; reported when the block's extent is known. */
  private pendingError: ToolCallParseError | undefined;
  private readonly closers: MarkerMatcher;
  private readonly afterValue: MarkerMatcher;
  /** Set in `finish`: no more text will come, so a delimiter at the end is not partial. */
  private final = false;
  /** The text of a {@link JsonBlockOptions.body} read so far. */
  private body: string[] = [];

  constructor(
    context: SegmentContext,
    private readonly options: JsonBlockOptions,
  ) {
    super(context);
    this.valueEnd = this.base;
    const matchers = delimiterMatchers(options.startMarker, options.endMarker);
    this.closers = matchers.closers;
    this.afterValue = matchers.afterValue;
  }

  override finish(): number | undefined {
    // Held-back characters may be a complete delimiter that is also the prefix of a longer one
    // (```` ``` ```` and ```` ```tool_call ````): with no more text to come, settle them now.
    if (this.heldText.length > 0 && this.carryMayEnd()) {
      this.final = true;
      const end = this.push('');
      if (end !== SEGMENT_CONTINUES) return end;
    }
    const received = this.received;
    switch (this.state) {
      case 'before-value':
        this.context.fail(received, emptyCall(this.context.marker));
        return undefined;
      case 'in-value': {
        const block = this.block as JsonCallBlock;
        let end = this.base;
        // A held-back partial delimiter inside a string is string content after all.
        if (this.heldText.length > 0 && block.inString) {
          block.push(this.heldText);
          end = received;
        }
        block.close();
        if (block.failed) {
          block.releasePending();
          this.context.fail(received, block.error as ToolCallParseError);
          return undefined;
        }
        this.valueDone(end);
        this.settleValues(this.valueEnd);
        return this.valueEnd;
      }
      case 'after-value':
        // A complete call whose end delimiter never came.
        this.settleValues(this.valueEnd);
        return this.valueEnd;
      case 'skip-to-end':
        this.block?.releasePending();
        this.context.fail(received, this.pendingError as ToolCallParseError);
        return undefined;
      case 'in-body':
        // Nothing marks where such a body ends but the end delimiter: it may be cut off.
        this.context.fail(received, unterminatedBody(this.context.marker));
        return undefined;
    }
  }

  /** Whether re-reading the held-back characters as final can end the block. */
  private carryMayEnd(): boolean {
    if (this.state !== 'in-value') return true;
    const block = this.block as JsonCallBlock;
    return !block.inString && this.closers.matchAt(this.heldText, 0, true)?.kind === 'full';
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'before-value': {
        const j = skipWhitespace(input, i);
        if (j === input.length) return this.next(j);
        const match = this.closers.matchAt(input, j, this.final);
        if (match?.kind === 'partial') return this.hold(j);
        if (match?.kind === 'full') {
          const at =
            this.base + j + (match.marker === this.options.endMarker ? match.marker.length : 0);
          return this.failAndEnd(at, emptyCall(this.context.marker));
        }
        const c = input[j];
        const body =
          c === '{' || c === '[' ? 'no' : (this.options.body?.opens(input, j, this.final) ?? 'no');
        if (body === 'more') return this.hold(j);
        if (c === '{' || c === '[') {
          this.beginValue(this.base + j);
        } else if (body === 'yes') {
          this.state = 'in-body';
        } else {
          this.pendingError = new ToolCallParseError({
            code: 'INVALID_JSON',
            message: `Expected a JSON object after ${this.context.marker}, found ${JSON.stringify(input.slice(j, j + 20))}.`,
          });
          this.state = 'skip-to-end';
        }
        return this.next(j);
      }
      case 'in-value':
        return this.stepInValue(input, i);
      case 'in-body':
        return this.stepInBody(input, i);
      case 'after-value':
        return this.stepAfterValue(input, i);
      case 'skip-to-end': {
        const match = this.closers.find(input, i, this.final);
        if (match.kind === 'none') return this.next(input.length);
        if (match.kind === 'partial') return this.hold(match.index);
        const at =
          this.base +
          match.index +
          (match.marker === this.options.endMarker ? match.marker.length : 0);
        this.block?.releasePending();
        return this.failAndEnd(at, this.pendingError as ToolCallParseError);
      }
    }
  }

  private stepInValue(input: string, i: number): ScanStep {
    const block = this.block as JsonCallBlock;
    switch (block.feed(input, i, this.closers, this.final)) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(block.stoppedAt);
      case 'failed':
        return this.breakOff(block.stoppedAt);
      default:
        // done, or closed by a delimiter where the value was not yet complete.
        this.valueDone(this.base + block.stoppedAt);
        return this.next(block.stoppedAt);
    }
  }

  /** Gathers a body in the other notation up to the end (or a new start) delimiter, then reads it. */
  private stepInBody(input: string, i: number): ScanStep {
    const match = this.closers.find(input, i, this.final);
    this.body.push(input.slice(i, match.kind === 'none' ? input.length : match.index));
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    const at =
      this.base + match.index + (match.marker === this.options.endMarker ? match.marker.length : 0);
    const error = this.options.body?.read(this.body.join(''), this.context);
    this.body = [];
    if (error !== undefined) return this.failAndEnd(at, error);
    this.context.commit(at);
    return this.end(at);
  }

  private stepAfterValue(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const c = input[j];
    if (c === '}' || c === ']') {
      // Models often miscount closing braces; a stray one after a complete call belongs to it.
      this.valueEnd = this.base + j + 1;
      return this.next(j + 1);
    }
    if (c === ',') return this.next(j + 1);
    if (c === '{' || c === '[') {
      // Another call in the same block.
      this.settleValues(this.base + j);
      this.beginValue(this.base + j);
      return this.next(j);
    }
    const match = this.afterValue.matchAt(input, j, this.final);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') {
      if (match.marker === this.options.endMarker)
        return this.complete(this.base + j + match.marker.length);
      if (match.marker === this.options.startMarker) return this.complete(this.base + j);
      const close = input.indexOf('>', j);
      if (close === -1 && input.length - j < MAX_CLOSE_TAG && !this.final) return this.hold(j);
      if (
        close !== -1 &&
        close - j < MAX_CLOSE_TAG &&
        /^<\/\s*[\w:.-]+\s*>$/.test(input.slice(j, close + 1))
      ) {
        // A wrong close tag (`</think>`, `</tool>`) after a complete call ends it.
        return this.complete(this.base + close + 1);
      }
    }
    // Text after a complete call that never got its end delimiter: the call ends with its value.
    return this.complete(this.valueEnd);
  }

  private beginValue(position: number): void {
    this.block = new JsonCallBlock(
      this.context,
      position,
      this.options.keys,
      this.options.releaseFailedArray,
    );
    this.state = 'in-value';
  }

  private valueDone(position: number): void {
    const block = this.block as JsonCallBlock;
    this.valueEnd = position;
    if (block.error !== undefined) this.pendingError = block.error;
    this.state = 'after-value';
  }

  private breakOff(next: number): ScanStep {
    this.pendingError = (this.block as JsonCallBlock).error;
    this.state = 'skip-to-end';
    return this.next(next);
  }

  /** Settles the value(s) before `position`: committed as calls, or released if they failed. */
  private settleValues(position: number): void {
    if (this.pendingError !== undefined) {
      this.block?.releasePending();
      this.context.fail(position, this.pendingError);
    } else if (this.block !== undefined) {
      this.block.settle(position);
    } else {
      this.context.commit(position);
    }
    this.pendingError = undefined;
  }

  private complete(at: number): ScanStep {
    this.settleValues(at);
    return this.end(at);
  }
}

interface DelimiterMatchers {
  closers: MarkerMatcher;
  afterValue: MarkerMatcher;
}

/** Matchers are immutable; sharing them saves building two tries for every call in a stream. */
const matcherCache = new Map<string, DelimiterMatchers>();
const MATCHER_CACHE_LIMIT = 64;

function delimiterMatchers(startMarker: string, endMarker: string): DelimiterMatchers {
  const key = `${startMarker}\u0000${endMarker}`;
  const cached = matcherCache.get(key);
  if (cached !== undefined) return cached;
  const tagStyle = endMarker.startsWith('</');
  const matchers = {
    closers: new MarkerMatcher([endMarker, startMarker]),
    afterValue: new MarkerMatcher([endMarker, startMarker, ...(tagStyle ? ['</'] : [])]),
  };
  if (matcherCache.size < MATCHER_CACHE_LIMIT) matcherCache.set(key, matchers);
  return matchers;
}

function unterminatedBody(marker: string): ToolCallParseError {
  return new ToolCallParseError({
    code: 'UNTERMINATED_TOOL_CALL',
    message: `The tool call after ${marker} ended before its end delimiter.`,
  });
}

function emptyCall(marker: string): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${marker} was not followed by a tool-call object.`,
  });
}
