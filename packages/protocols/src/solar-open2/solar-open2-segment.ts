import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { type Pattern, pattern } from '../tagged/pattern';
import type { TaggedCall } from '../tagged/tagged-call';
import { TaggedCallSegment } from '../tagged/tagged-segment';

const { literal, truncated, seq, alt, end, nameUntil, whitespace, skipSpace, which } = pattern;

/** Longest tool or argument name. */
const MAX_NAME = 256;
/** Longest whitespace run looked across when deciding whether a token ends a value. */
const MAX_SPACE = 256;

export const SOLAR_CALL_START = '<|tool_call:start|>';
export const SOLAR_CALL_END = '<|tool_call:end|>';
const CALL_START = literal(SOLAR_CALL_START);
const CALL_END = literal(SOLAR_CALL_END);
const CALL_END_OR_CUT = truncated(SOLAR_CALL_END);
const ARG_START = literal('<|tool_arg:start|>');
const ARG_END = literal('<|tool_arg:end|>');
const SPACE = whitespace(MAX_SPACE);
const KEY = nameUntil('<|tool_arg:value|>', MAX_NAME, (name) => name.trim().length > 0);

/**
 * Where a value of `call` ends: `<|tool_arg:end|>` when the call goes on after it (another
 * argument, the call's end, a new call, or the end of the output); without it, the next
 * argument naming a declared one, or the call's end token.
 */
function valueBoundary(call: TaggedCall): Pattern {
  return alt(
    seq(ARG_END, SPACE, alt(ARG_START, CALL_END_OR_CUT, CALL_START, end)),
    seq(
      ARG_START,
      nameUntil('<|tool_arg:value|>', MAX_NAME, (name) => call.declares(name.trim())),
    ),
    seq(CALL_END, SPACE, alt(CALL_START, end)),
  );
}

type State = 'name' | 'arguments' | 'key';

/**
 * One Solar Open 2 call: `<|tool_call:start|>NAME` on its own line, then arguments
 * `<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|>` and `<|tool_call:end|>`. Values are raw
 * text typed by the schema; plain strings stream. A call cut off inside its end token, or ending
 * without it after a complete argument, is complete; a missing `<|tool_arg:end|>` ends at the
 * next declared argument.
 */
export class SolarOpen2Segment extends TaggedCallSegment {
  private state: State = 'name';

  constructor(context: SegmentContext) {
    super(context, {
      format: 'Solar Open 2',
      skipTo: [SOLAR_CALL_END],
      valueClose: ARG_END,
      valueBoundary,
      trimNewlines: false,
    });
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'name':
        return this.name(text, i, eof);
      case 'arguments':
        return this.arguments(text, i, eof);
      case 'key':
        return this.readKey(text, i, eof);
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
    if (match.index === 0) {
      this.state = 'key';
      return this.next(match.end);
    }
    // The end token (or its cut-off beginning), or the next call.
    return match.index === 1
      ? this.endSegment(this.base + match.end)
      : this.endSegment(this.lastEnd);
  }

  private readKey(text: string, i: number, eof: boolean): ScanStep {
    const match = KEY(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && KEY(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside an argument name');
      }
      return this.broken(i, 'an argument name and <|tool_arg:value|>');
    }
    this.state = 'arguments';
    this.beginValue(text.slice(i, match.end - '<|tool_arg:value|>'.length).trim());
    return this.next(match.end);
  }
}
