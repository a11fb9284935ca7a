import { RJSONParseError } from '@tool/rjson';
import { CallSettler } from '../engine/call-settler';
import type { MarkerMatcher } from '../engine/marker-matcher';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { JsonCallBlock } from '../json-calls/json-call-block';

/** What {@link JsonCallList.step} did. */
export type JsonListStep =
  | { kind: 'next'; next: number }
  | { kind: 'hold'; from: number }
  /** The segment ends at `at` (the calls are settled). */
  | { kind: 'end'; at: number }
  /** The calls are complete and settled, ending at segment position `at`; `input[next…]` follows. */
  | { kind: 'done'; at: number; next: number };

type State = 'object' | 'array' | 'element';

/**
 * A JSON array of `{"name", "arguments"}` objects (or one object) right after a call marker, as
 * Mistral's pre-v11 models write after `[TOOL_CALLS]`. Each element is read as its own call
 * object, so it is settled with exact positions: a failed element releases its own text while its
 * siblings run, and an array whose calls all failed is released whole. The call marker outside a
 * string ends the calls.
 */
export class JsonCallList {
  private state: State = 'array';
  private block: JsonCallBlock | undefined;
  private blockStart = 0;
  /** Segment position just after the last complete element. */
  private lastEnd = 0;
  private readonly settler: CallSettler;

  constructor(
    private readonly context: SegmentContext,
    /** Matches the call marker. */
    private readonly toolCalls: MarkerMatcher,
    /** `[` for an array, `{` for a single object at segment position `at`. */
    open: '[' | '{',
    at: number,
  ) {
    this.settler = new CallSettler(context);
    if (open === '{') this.beginBlock(at, 'object');
  }

  step(input: string, i: number, base: number): JsonListStep {
    return this.state === 'array' ? this.stepArray(input, i, base) : this.stepBlock(input, i, base);
  }

  /** The output ended at `pos` (`received` with held-back text): settle what can be settled. */
  finish(pos: number, received: number): number | undefined {
    if (this.state === 'array') {
      // Cut off between elements: the complete calls stand.
      if (!this.settler.touched) {
        this.context.fail(received, emptyCall(this.context.marker));
        return undefined;
      }
      this.settler.release();
      return this.lastEnd;
    }
    // Cut off inside a call object: complete it (unclosed braces) or release it.
    const block = this.block as JsonCallBlock;
    block.close();
    if (block.failed) {
      this.settler.release();
      this.context.fail(received, block.error as ToolCallParseError);
      return undefined;
    }
    this.settler.call(pos, block.error);
    this.settler.release();
    return pos;
  }

  private stepBlock(input: string, i: number, base: number): JsonListStep {
    const block = this.block as JsonCallBlock;
    const kind = block.feed(input, i, this.toolCalls);
    const stop = block.stoppedAt;
    switch (kind) {
      case 'more':
        return { kind: 'next', next: stop };
      case 'hold':
        return { kind: 'hold', from: stop };
      case 'done':
        return this.blockDone(block, base + stop, stop);
      case 'failed':
        return this.broken(block, base + stop);
      case 'closed': {
        // The next call began before this JSON was complete; unclosed braces were repaired.
        const at = base + stop;
        this.settler.call(at, block.error);
        this.settler.release();
        return { kind: 'end', at };
      }
    }
  }

  private blockDone(block: JsonCallBlock, at: number, next: number): JsonListStep {
    this.settler.call(at, block.error);
    this.lastEnd = at;
    if (this.state === 'object') {
      this.settler.release();
      return { kind: 'done', at, next };
    }
    this.state = 'array';
    return { kind: 'next', next };
  }

  private stepArray(input: string, i: number, base: number): JsonListStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return { kind: 'next', next: j };
    const c = input[j];
    if (c === ',') return { kind: 'next', next: j + 1 };
    if (c === '{') {
      this.beginBlock(base + j, 'element');
      return { kind: 'next', next: j };
    }
    if (c === ']' && this.settler.touched) {
      const at = base + j + 1;
      this.settler.close(at);
      return { kind: 'done', at, next: j + 1 };
    }
    if (this.toolCalls.matchAt(input, j)?.kind === 'partial') return { kind: 'hold', from: j };
    if (!this.settler.touched) {
      const at = base + j + (c === ']' ? 1 : 0);
      this.context.fail(at, emptyCall(this.context.marker));
      return { kind: 'end', at };
    }
    // Something else where an element should be: the array ended with its last complete call.
    this.settler.release();
    return { kind: 'end', at: this.lastEnd };
  }

  private beginBlock(at: number, state: 'object' | 'element'): void {
    this.blockStart = at;
    this.block = new JsonCallBlock(this.context, at);
    this.state = state;
  }

  /** A call's JSON broke: its text up to the offending character is released. */
  private broken(block: JsonCallBlock, limit: number): JsonListStep {
    this.settler.release();
    const cause = block.error?.cause;
    const at = RJSONParseError.isInstance(cause)
      ? Math.min(limit, Math.max(this.blockStart + 1, this.blockStart + cause.position))
      : limit;
    this.context.fail(at, block.error as ToolCallParseError);
    return { kind: 'end', at };
  }
}

function emptyCall(marker: string): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${marker} was not followed by a tool call.`,
  });
}
