import { createPushParser, type PushParser, type RJSONEvent } from '@tool/rjson';
import { CallSettler } from '../engine/call-settler';
import type { MarkerMatcher } from '../engine/marker-matcher';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type JsonCallKeys, JsonCallObject } from './json-call-object';
import { MAX_JSON_DEPTH } from './max-json-depth';

/**
 * Where {@link JsonCallBlock.feed} stopped, at {@link JsonCallBlock.stoppedAt}: the text is used
 * up (`more`), may begin a delimiter (`hold`), the value is complete (`done`), a delimiter came
 * first and the value was closed there (`closed`, unclosed braces repaired), or it broke (`failed`).
 */
export type JsonBlockFeed = 'more' | 'hold' | 'done' | 'closed' | 'failed';

/**
 * One JSON value inside a segment that holds a call object or an array of call objects, parsed
 * incrementally. Positions are segment-relative, so a failed element of an array can be released
 * as text on its own while its siblings become calls.
 */
export class JsonCallBlock {
  private readonly parser: PushParser;
  private current: JsonCallObject | undefined;
  /** 'object' = the value is one call; 'array' = each element is a call. */
  private shape: 'unknown' | 'object' | 'array' | 'other' = 'unknown';
  /** Nesting inside an array element that is not a call object. */
  private otherDepth = 0;
  private state: 'parsing' | 'done' | 'failed' = 'parsing';
  /** Why the single call (or the whole block) failed, reported when the block ends. */
  error: ToolCallParseError | undefined;
  /** Calls completed so far. */
  calls = 0;
  /** The index of the text where the last {@link feed} stopped (see {@link JsonBlockFeed}). */
  stoppedAt = 0;
  /**
   * Set when the envelope of an array whose calls all failed is released with them: failed
   * elements wait for the next boundary instead of being released at once.
   */
  private readonly settler: CallSettler | undefined;

  constructor(
    private readonly context: SegmentContext,
    /** Segment position of the value's first character. */
    private readonly base: number,
    private readonly keys: JsonCallKeys = {},
    /** See {@link JsonBlockOptions.releaseFailedArray}. */
    releaseFailedArray = false,
  ) {
    this.settler = releaseFailedArray ? new CallSettler(context) : undefined;
    this.parser = createPushParser({
      maxDepth: MAX_JSON_DEPTH,
      onEvent: (event) => this.onEvent(event),
    });
  }

  get done(): boolean {
    return this.state === 'done';
  }

  get failed(): boolean {
    return this.state === 'failed';
  }

  /** True while the parser is inside a string: a delimiter found there is content. */
  get inString(): boolean {
    return this.parser.inString;
  }

  /** Segment position just after the last character the parser consumed. */
  get end(): number {
    return this.base + this.parser.position;
  }

  /** Feeds text; returns how much was consumed (less than all once the value is complete). */
  push(text: string): number {
    if (this.state !== 'parsing') return 0;
    try {
      const consumed = this.parser.push(text);
      if (this.parser.done) this.state = 'done';
      return consumed;
    } catch (error) {
      this.breakOff(error);
      return text.length;
    }
  }

  /**
   * Reads `input` from index `from` to the end of the value or to the first of `delimiters`
   * outside a string (inside one a delimiter is content); with `final` no more text comes, so a
   * delimiter cut at the end is not waited for. Returns a kind and sets {@link stoppedAt} rather
   * than making a result object: it runs for every piece of a stream.
   */
  feed(input: string, from: number, delimiters: MarkerMatcher, final = false): JsonBlockFeed {
    let i = from;
    for (;;) {
      const match = delimiters.find(input, i, final);
      const stop = match.kind === 'none' ? input.length : match.index;
      if (stop > i) {
        const consumed = this.push(input.slice(i, stop));
        if (this.done) return this.stop(i + consumed, 'done');
        if (this.failed) return this.stop(stop, 'failed');
      }
      if (match.kind === 'none') return this.stop(input.length, 'more');
      if (match.kind === 'partial') return this.stop(match.index, 'hold');
      if (!this.inString) {
        this.close();
        return this.stop(match.index, this.failed ? 'failed' : 'closed');
      }
      this.push(match.marker);
      i = match.index + match.marker.length;
    }
  }

  /** Releases a failed array element still waiting for its boundary (a failure of the whole follows). */
  releasePending(): void {
    this.settler?.release();
  }

  /**
   * The value's text ends at segment position `at` and did not fail as a whole: it is committed —
   * or, for an array whose calls all failed while {@link JsonBlockOptions.releaseFailedArray} is
   * set, released with its envelope, so that the text reads as the model wrote it.
   */
  settle(at: number): void {
    if (this.settler !== undefined && this.shape === 'array') this.settler.close(at);
    else this.context.commit(at);
  }

  /** No more input for this value: repair what can be repaired (unclosed containers), or fail. */
  close(): void {
    if (this.state !== 'parsing') return;
    try {
      this.parser.end();
      this.state = 'done';
    } catch (error) {
      this.breakOff(error);
    }
  }

  private stop(at: number, kind: JsonBlockFeed): JsonBlockFeed {
    this.stoppedAt = at;
    return kind;
  }

  private breakOff(cause: unknown): void {
    this.state = 'failed';
    const toolName = this.current?.abort();
    this.current = undefined;
    const incomplete =
      typeof cause === 'object' && cause !== null && 'code' in cause && isTruncation(cause.code);
    const detail = cause instanceof Error ? cause.message : String(cause);
    this.error = new ToolCallParseError({
      code: incomplete ? 'UNTERMINATED_TOOL_CALL' : 'INVALID_JSON',
      message: incomplete
        ? `The tool call ended before its JSON was complete: ${detail}`
        : `The tool call is not valid JSON: ${detail}`,
      cause,
      ...(toolName === undefined ? {} : { toolName }),
    });
  }

  private onEvent(event: RJSONEvent): void {
    if (event.type === 'end') return;
    if (this.shape === 'unknown') {
      if (event.type === 'array-start') {
        this.shape = 'array';
        return;
      }
      this.shape = event.type === 'object-start' ? 'object' : 'other';
    }
    if (this.shape === 'other') {
      this.error ??= notAnObject();
    } else if (this.shape === 'object') {
      this.current ??= new JsonCallObject(this.context, this.keys);
      this.objectEvent(event, this.current, () => {
        this.error = this.current?.finalize();
        if (this.error === undefined) this.calls++;
      });
    } else {
      this.arrayEvent(event);
    }
  }

  /** Feeds one call object; runs `settle` once its closing brace has been read. */
  private objectEvent(event: RJSONEvent, call: JsonCallObject, settle: () => void): void {
    if (call.complete) return;
    call.event(event);
    if (!call.complete) return;
    settle();
  }

  private arrayEvent(event: RJSONEvent): void {
    const call = this.current;
    if (call !== undefined) {
      this.objectEvent(event, call, () => {
        this.current = undefined;
        const error = call.finalize();
        if (error === undefined) this.calls++;
        if (this.settler !== undefined) this.settler.call(this.end, error);
        else if (error !== undefined) this.context.fail(this.end, error);
      });
      return;
    }
    if (this.otherDepth === 0) {
      if (event.type === 'array-end') return; // the block's own closing bracket
      if (event.type === 'object-start') {
        // A new call begins: everything before it (bracket, commas, finished calls) is settled —
        // unless the envelope waits to be released with failed calls (no call succeeded yet).
        if (this.settler === undefined) {
          this.context.commit(this.end - 1);
        } else if (this.settler.committed) {
          this.settler.release();
          this.context.commit(this.end - 1);
        }
        this.current = new JsonCallObject(this.context, this.keys);
        this.current.event(event);
        return;
      }
    }
    // An element that is not an object: it stays inside the block, and the model is told why.
    if (
      event.type === 'object-start' ||
      event.type === 'array-start' ||
      event.type === 'string-start'
    ) {
      this.otherDepth++;
    } else if (
      event.type === 'object-end' ||
      event.type === 'array-end' ||
      event.type === 'string-end'
    ) {
      this.otherDepth--;
    }
    if (this.otherDepth === 0) this.context.warn(notAnObject());
  }
}

function isTruncation(code: unknown): boolean {
  return code === 'UNEXPECTED_END' || code === 'UNTERMINATED_STRING';
}

function notAnObject(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'INVALID_ARGUMENTS',
    message: 'Expected a tool-call object such as {"name": "…", "arguments": {…}}.',
  });
}
