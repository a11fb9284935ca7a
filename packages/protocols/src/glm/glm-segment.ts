import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { KeyValueSegment } from '../tagged/key-value-segment';
import { pattern } from '../tagged/pattern';
import { leakedCallBlock, opensLeakedCall } from '../yaml-xml/leaked-yaml-call';

const { literal, truncated, end, skipSpace, which } = pattern;

/** Longest tool name. */
const MAX_NAME = 256;
/** Longest whitespace run read before a tool name. */
const MAX_SPACE = 256;

const TOOL_CALL_OPEN = literal('<tool_call>');
const TOOL_CALL_CLOSE = literal('</tool_call>');
/** `</tool_call>`, or its beginning cut off by the end of the output (`</tool_cal`). */
const TOOL_CALL_CLOSE_OR_CUT = truncated('</tool_call>');
const KEY_OPEN = literal('<arg_key>');

type State = 'start' | 'name' | 'arguments';

/**
 * One GLM call: `<tool_call>NAME` then `<arg_key>K</arg_key><arg_value>V</arg_value>` pairs and
 * `</tool_call>`, with or without newlines between the tags (GLM-4.5/4.6 and GLM-4.7/5). The name
 * is trimmed before the lookup (it may carry a newline); values are raw text typed by the schema,
 * plain strings streaming as they arrive. A call cut off inside `</tool_call>` is complete; a
 * missing `</arg_value>` ends at the next declared `<arg_key>`. A JSON object after `<tool_call>`
 * is read as Hermes JSON calls.
 */
export class GlmSegment extends KeyValueSegment {
  private state: State = 'start';

  constructor(context: SegmentContext) {
    super(
      context,
      {
        format: 'GLM',
        skipTo: ['</tool_call>'],
        trimNewlines: false,
        json: leakedCallBlock('<tool_call>', '</tool_call>'),
      },
      {
        keyOpen: '<arg_key>',
        keyClose: '</arg_key>',
        valueOpen: '<arg_value>',
        valueClose: '</arg_value>',
        insideKey: 'inside an <arg_key>',
        // `</arg_value>` ends a value when the call goes on after it: another key, the call's
        // close tag (even cut off), a new call, or the end of the output.
        afterValue: [KEY_OPEN, TOOL_CALL_OPEN, end, TOOL_CALL_CLOSE_OR_CUT],
        // Without it, `</tool_call>` ends the value when it ends the output or the next call follows.
        callClose: TOOL_CALL_CLOSE,
        afterCallClose: [TOOL_CALL_OPEN, end],
      },
    );
  }

  protected callStructure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'start':
        return this.start(text, i, eof);
      case 'name':
        return this.name(text, i, eof);
      case 'arguments':
        return this.arguments(text, i, eof);
    }
  }

  /** Right after `<tool_call>`: the text is kept from the start, for the JSON fallback. */
  private start(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j - i > MAX_SPACE) return this.broken(j, 'a tool name');
    if (j === text.length) {
      return eof ? this.failSegment(this.base + j, emptyCall()) : this.hold(i);
    }
    const leaked = opensLeakedCall(text, j, eof);
    if (leaked === 'more') return this.hold(i);
    if (leaked === 'yes') return this.readAsJson(i);
    const close = TOOL_CALL_CLOSE(text, j, eof);
    if (close.kind === 'partial') return this.hold(i);
    if (close.kind === 'full') return this.failSegment(this.base + close.end, emptyCall());
    this.state = 'name';
    return this.next(i);
  }

  /** The name runs to the first tag; it is read whole (it is short), see {@link toolName}. */
  private name(text: string, i: number, eof: boolean): ScanStep {
    let lt = i;
    while (lt < text.length && lt - i <= MAX_NAME && text[lt] !== '<') lt++;
    if (lt - i > MAX_NAME) return this.broken(i, 'a tool name before the first tag');
    if (lt === text.length) {
      return eof ? this.cutOff(this.base + text.length, 'after the tool name') : this.hold(i);
    }
    this.beginCall(toolName(text.slice(i, lt)), this.base + lt);
    this.state = 'arguments';
    return this.next(lt);
  }

  private arguments(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.parametersRanOut(j, eof, '</tool_call>');
    const match = which([KEY_OPEN, TOOL_CALL_CLOSE_OR_CUT, TOOL_CALL_OPEN], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, '<arg_key> or </tool_call>');
    if (match.index === 0) return this.readArgument(match.end);
    // The close tag (complete or cut off by the end of the output), or the next call.
    return match.index === 1
      ? this.endSegment(this.base + match.end)
      : this.endSegment(this.lastEnd);
  }
}

/**
 * The tool name in the text between `<tool_call>` and the first tag: up to the first line break
 * after leading whitespace — a real one, or a literal `\\n` (backslash and n) that models write
 * after the name when they copy an escaped template — trimmed. What follows the break before the first tag is not part of
 * the name (it stays in the call's text).
 */
function toolName(head: string): string {
  const body = head.trimStart();
  const newline = body.indexOf('\n');
  const escaped = body.indexOf('\\n');
  let endAt = body.length;
  if (newline !== -1) endAt = newline;
  if (escaped !== -1 && escaped < endAt) endAt = escaped;
  return body.slice(0, endAt).trim();
}

function emptyCall(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: '<tool_call> was not followed by a tool name.',
  });
}
