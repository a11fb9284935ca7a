import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type Pattern, pattern } from '../tagged/pattern';
import { parseTagAttributes } from '../tagged/tag-attributes';
import type { TaggedCall } from '../tagged/tagged-call';
import { TaggedCallSegment } from '../tagged/tagged-segment';
import { XTML_OPEN, XTML_SEP, xtmlClose } from './xtml-tokens';

const { literal, seq, alt, end, whitespace, skipSpace, which } = pattern;

/** Longest attribute text of an element, up to its `<|sep|>`. */
const MAX_ATTRIBUTES = 512;
/** Longest whitespace run looked across when deciding whether a close token ends a value. */
const MAX_SPACE = 256;

const CALL_OPEN = literal(`${XTML_OPEN}call`);
const CALL_CLOSE = literal(xtmlClose('call'));
const ARGUMENT_OPEN = literal(`${XTML_OPEN}argument`);
const ARGUMENT_CLOSE = literal(xtmlClose('argument'));
const TOOLS_CLOSE = literal(xtmlClose('tools'));
const SPACE = whitespace(MAX_SPACE);

/**
 * Where an argument's value ends: its close token when the call goes on after it (another
 * argument, the call's or the channel's close, or the end of the output), or the call's close.
 */
const valueBoundary = (_call: TaggedCall): Pattern =>
  alt(
    seq(ARGUMENT_CLOSE, SPACE, alt(ARGUMENT_OPEN, CALL_CLOSE, TOOLS_CLOSE, end)),
    seq(CALL_CLOSE, SPACE, alt(CALL_OPEN, TOOLS_CLOSE, end)),
  );

type State = 'calls' | 'call-tag' | 'arguments' | 'argument-tag';

/**
 * Kimi K3's tools channel: `<|open|>tools<|sep|>` holding `<|open|>call tool="NAME" index="N"
 * <|sep|>` elements, each with `<|open|>argument key="K" type="T"<|sep|>V<|close|>argument<|sep|>`
 * and `<|close|>call<|sep|>`, then `<|close|>tools<|sep|>`. A `type="string"` value is raw text
 * that streams; any other type's value is a JSON literal, typed by the schema.
 */
export class KimiK3ToolsSegment extends TaggedCallSegment {
  private state: State = 'calls';
  private calls = 0;

  constructor(context: SegmentContext) {
    super(context, {
      format: 'Kimi K3',
      skipTo: [xtmlClose('tools')],
      valueClose: ARGUMENT_CLOSE,
      valueBoundary,
      trimNewlines: false,
    });
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'calls':
        return this.between(text, i, eof);
      case 'call-tag':
        return this.callTag(text, i, eof);
      case 'arguments':
        return this.arguments(text, i, eof);
      case 'argument-tag':
        return this.argumentTag(text, i, eof);
    }
  }

  /** Between the calls of the channel. */
  private between(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      return this.calls === 0
        ? this.failSegment(this.base + j, emptyChannel())
        : this.endSegment(this.lastEnd);
    }
    const match = which([CALL_OPEN, TOOLS_CLOSE], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) {
      return this.calls > 0 ? this.endSegment(this.lastEnd) : this.broken(j, '<|open|>call');
    }
    if (match.index === 1) {
      return this.calls === 0
        ? this.failSegment(this.base + match.end, emptyChannel())
        : this.endSegment(this.base + match.end);
    }
    this.settleCall(this.base + j);
    this.state = 'call-tag';
    return this.next(match.end);
  }

  private callTag(text: string, i: number, eof: boolean): ScanStep {
    const tag = elementAttributes(text, i, eof);
    if (tag === 'partial') return this.hold(i);
    if (tag === undefined) {
      return eof && elementAttributes(text, i, false) === 'partial'
        ? this.cutOff(this.base + text.length, 'inside a call element')
        : this.broken(i, 'the attributes of a call and <|sep|>');
    }
    this.beginCall(tag.attributes.get('tool')?.trim() ?? '', this.base + tag.end);
    this.calls++;
    this.state = 'arguments';
    return this.next(tag.end);
  }

  private arguments(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.parametersRanOut(j, eof, xtmlClose('call'));
    const match = which([ARGUMENT_OPEN, CALL_CLOSE, TOOLS_CLOSE, CALL_OPEN], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, 'an argument or <|close|>call<|sep|>');
    switch (match.index) {
      case 0:
        this.state = 'argument-tag';
        return this.next(match.end);
      case 1:
        this.closeCall();
        this.lastEnd = this.base + match.end;
        this.state = 'calls';
        return this.next(match.end);
      case 2:
        return this.endSegment(this.base + match.end);
      default:
        // The next call before this one's close: it ended with its last argument.
        this.settleCall(this.base + j);
        this.state = 'call-tag';
        return this.next(match.end);
    }
  }

  private argumentTag(text: string, i: number, eof: boolean): ScanStep {
    const tag = elementAttributes(text, i, eof);
    if (tag === 'partial') return this.hold(i);
    if (tag === undefined) {
      return eof && elementAttributes(text, i, false) === 'partial'
        ? this.cutOff(this.base + text.length, 'inside an argument element')
        : this.broken(i, 'the attributes of an argument and <|sep|>');
    }
    const key = tag.attributes.get('key')?.trim() ?? '';
    if (key.length === 0) return this.broken(i, 'a key="…" attribute on an argument');
    const type = tag.attributes.get('type');
    this.beginValue(key, type === undefined || type === 'string' ? 'raw' : 'json');
    this.state = 'arguments';
    return this.next(tag.end);
  }
}

/**
 * The attributes of an element up to its `<|sep|>` (` tool="f" index="1"`): undefined when no
 * `<|sep|>` comes within the limit, or the text is not attributes; `'partial'` while it may.
 */
function elementAttributes(
  text: string,
  at: number,
  eof: boolean,
): { attributes: Map<string, string>; end: number } | 'partial' | undefined {
  const sep = text.indexOf(XTML_SEP, at);
  if (sep === -1 || sep - at > MAX_ATTRIBUTES) {
    // No `<|sep|>` yet: wait while it may still come within the limit.
    if (text.length - at > MAX_ATTRIBUTES) return undefined;
    return eof ? undefined : 'partial';
  }
  const raw = text.slice(at, sep);
  if (raw.includes('<') || (raw.length > 0 && !pattern.isSpace(raw.charCodeAt(0)))) {
    return undefined;
  }
  return { attributes: parseTagAttributes(raw), end: sep + XTML_SEP.length };
}

function emptyChannel(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: 'The Kimi K3 tools channel holds no call.',
  });
}
