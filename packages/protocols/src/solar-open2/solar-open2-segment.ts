import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { KeyValueSegment } from '../tagged/key-value-segment';
import { pattern } from '../tagged/pattern';
import type { TaggedCall } from '../tagged/tagged-call';

const { literal, truncated, end, skipSpace, which } = pattern;

/** Longest tool name. */
const MAX_NAME = 256;

export const SOLAR_CALL_START = '<|tool_call:start|>';
export const SOLAR_CALL_END = '<|tool_call:end|>';
const CALL_START = literal(SOLAR_CALL_START);
const CALL_END = literal(SOLAR_CALL_END);
const CALL_END_OR_CUT = truncated(SOLAR_CALL_END);
const ARG_START = literal('<|tool_arg:start|>');

type State = 'name' | 'arguments';

/**
 * One Solar Open 2 call: `<|tool_call:start|>NAME` on its own line, then arguments
 * `<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|>` and `<|tool_call:end|>`. Values are raw
 * text typed by the schema; plain strings stream. A call cut off inside its end token, or ending
 * without it after a complete argument, is complete; a missing `<|tool_arg:end|>` ends at the
 * next declared argument.
 */
export class SolarOpen2Segment extends KeyValueSegment {
  private state: State = 'name';

  constructor(context: SegmentContext) {
    super(
      context,
      { format: 'Solar Open 2', skipTo: [SOLAR_CALL_END], trimNewlines: false },
      {
        keyOpen: '<|tool_arg:start|>',
        keyClose: '<|tool_arg:value|>',
        valueClose: '<|tool_arg:end|>',
        insideKey: 'inside an argument name',
        // `<|tool_arg:end|>` ends a value when the call goes on after it: another argument, the
        // call's end, a new call, or the end of the output.
        afterValue: [ARG_START, CALL_END_OR_CUT, CALL_START, end],
        // Without it, the call's end token ends the value when the output or the next call follows.
        callClose: CALL_END,
        afterCallClose: [CALL_START, end],
      },
    );
  }

  protected callStructure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'name':
        return this.name(text, i, eof);
      case 'arguments':
        return this.arguments(text, i, eof);
    }
  }

  /** The name runs to the end of its line or the first token; it is read whole and trimmed. */
  private name(text: string, i: number, eof: boolean): ScanStep {
    const from = skipSpace(text, i);
    let k = from;
    while (k < text.length && k - from <= MAX_NAME && text[k] !== '\n' && text[k] !== '<') k++;
    if (k - from > MAX_NAME) return this.broken(from, 'a tool name');
    if (k === text.length) {
      return eof ? this.cutOff(this.base + k, 'after the tool name') : this.hold(i);
    }
    this.beginCall(text.slice(from, k).trim(), this.base + k);
    this.state = 'arguments';
    return this.next(k);
  }

  private arguments(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      // A call without arguments may end with the output (its end token a stop token).
      return (this.call as TaggedCall).parameters === 0
        ? this.endSegment(this.base + j)
        : this.endSegment(this.lastEnd);
    }
    const match = which([ARG_START, CALL_END_OR_CUT, CALL_START], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, `<|tool_arg:start|> or ${SOLAR_CALL_END}`);
    if (match.index === 0) return this.readArgument(match.end);
    // The end token (or its cut-off beginning), or the next call.
    return match.index === 1
      ? this.endSegment(this.base + match.end)
      : this.endSegment(this.lastEnd);
  }
}
