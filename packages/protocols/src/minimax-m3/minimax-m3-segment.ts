import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type Pattern, type PatternMatch, pattern } from '../tagged/pattern';
import { parseTagAttributes } from '../tagged/tag-attributes';
import type { TaggedCall } from '../tagged/tagged-call';
import { TaggedCallSegment } from '../tagged/tagged-segment';

const { literal, seq, alt, end, attributes, nameUntil, whitespace, skipSpace, which } = pattern;

/** The token MiniMax-M3 writes before every tag. */
export const MINIMAX_NS = ']<]minimax[>[';

/** Longest parameter name. */
const MAX_NAME = 256;
/** Longest attribute text of an `<invoke …>` tag. */
const MAX_ATTRIBUTES = 512;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

const NS = literal(MINIMAX_NS);
/** The token, or nothing: models drop it before some tags (often before a close tag). */
const OPTIONAL_NS: Pattern = (text, at, eof) => {
  const match = NS(text, at, eof);
  return match.kind === 'none' ? ({ kind: 'full', end: at } satisfies PatternMatch) : match;
};
const tag = (text: string) => seq(OPTIONAL_NS, literal(text));
const INVOKE_OPEN = tag('<invoke');
const INVOKE_CLOSE = tag('</invoke>');
const BLOCK_CLOSE = tag('</tool_call>');
const TAG_OPEN = tag('<');
const INVOKE_ATTRIBUTES = attributes(MAX_ATTRIBUTES);
const PARAMETER_NAME = nameUntil('>', MAX_NAME, (name) => /^[^\s/<>="']+$/.test(name));
const SPACE = whitespace(MAX_SPACE);

/**
 * Where the value of parameter `name` of `call` ends: its close tag (with or without the token)
 * when a tag or the end of the output follows, so a literal `</name>` inside code is content;
 * without the close tag, the token and a tag naming another declared parameter, or the token and
 * `</invoke>`.
 */
function valueBoundary(call: TaggedCall, name: string): Pattern {
  return alt(
    seq(OPTIONAL_NS, literal(`</${name}>`), SPACE, alt(TAG_OPEN, end)),
    seq(
      NS,
      literal('<'),
      nameUntil('>', MAX_NAME, (next) => next !== name && call.declares(next)),
    ),
    seq(NS, literal('</invoke>')),
  );
}

type State = 'block' | 'invoke-tag' | 'parameters' | 'parameter-name' | 'value';

/**
 * One MiniMax-M3 block: MiniMax-M2's `<tool_call>`/`<invoke name="…">` structure with every tag
 * prefixed by the `]<]minimax[>[` token, and each parameter an element named after it
 * (`]<]minimax[>[<city>Paris]<]minimax[>[</city>`). Several invokes may share a block. Values
 * are raw text typed by the schema; plain strings stream. The token may be missing before a tag
 * (models drop it before close tags); a missing close tag ends at the next declared parameter or
 * `</invoke>`.
 *
 * Values are scanned here rather than by the base's scanner, because their end begins with the
 * token's `]`, a character that scanner does not stop at.
 */
export class MinimaxM3Segment extends TaggedCallSegment {
  private state: State = 'block';
  private calls = 0;
  private parameter = '';
  private boundary: Pattern = end;

  constructor(context: SegmentContext) {
    super(context, {
      format: 'MiniMax-M3',
      skipTo: [`${MINIMAX_NS}</tool_call>`, '</tool_call>'],
      valueClose: NS,
      valueBoundary: (call) => valueBoundary(call, ''),
      trimNewlines: false,
    });
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'block':
        return this.block(text, i, eof);
      case 'invoke-tag':
        return this.invokeTag(text, i, eof);
      case 'parameters':
        return this.parameters(text, i, eof);
      case 'parameter-name':
        return this.parameterName(text, i, eof);
      case 'value':
        return this.valueText(text, i, eof);
    }
  }

  /** Between invokes. */
  private block(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      return this.calls === 0
        ? this.failSegment(this.base + j, emptyBlock())
        : this.endSegment(this.lastEnd);
    }
    const match = which([INVOKE_OPEN, BLOCK_CLOSE], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) {
      if (this.calls > 0) return this.endSegment(this.lastEnd);
      return this.broken(j, `${MINIMAX_NS}<invoke name="…">`);
    }
    if (match.index === 1) {
      if (this.calls === 0) return this.failSegment(this.base + match.end, emptyBlock());
      return this.endSegment(this.base + match.end);
    }
    // The previous call's text ends where this invoke begins.
    this.settleCall(this.base + j);
    this.state = 'invoke-tag';
    return this.next(match.end);
  }

  private invokeTag(text: string, i: number, eof: boolean): ScanStep {
    const match = INVOKE_ATTRIBUTES(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && INVOKE_ATTRIBUTES(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside an <invoke> tag');
      }
      return this.broken(i, 'the attributes of <invoke> and ">"');
    }
    const name = parseTagAttributes(text.slice(i, match.end - 1)).get('name') ?? '';
    this.beginCall(name.trim(), this.base + match.end);
    this.calls++;
    this.state = 'parameters';
    return this.next(match.end);
  }

  private parameters(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.parametersRanOut(j, eof, '</invoke>');
    const match = which([INVOKE_CLOSE, BLOCK_CLOSE, INVOKE_OPEN, TAG_OPEN], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, 'a parameter tag or </invoke>');
    switch (match.index) {
      case 0:
        this.closeCall();
        this.lastEnd = this.base + match.end;
        this.state = 'block';
        return this.next(match.end);
      case 1:
        return this.endSegment(this.base + match.end);
      case 2:
        // A new invoke before `</invoke>`: this call ended with its last parameter.
        this.settleCall(this.base + j);
        this.state = 'invoke-tag';
        return this.next(match.end);
      default:
        this.state = 'parameter-name';
        return this.next(match.end);
    }
  }

  private parameterName(text: string, i: number, eof: boolean): ScanStep {
    const match = PARAMETER_NAME(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && PARAMETER_NAME(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside a parameter tag');
      }
      return this.broken(i, 'a parameter name and ">"');
    }
    const call = this.call as TaggedCall;
    this.parameter = text.slice(i, match.end - 1);
    this.boundary = valueBoundary(call, this.parameter);
    call.beginParameter(this.parameter);
    this.state = 'value';
    return this.next(match.end);
  }

  /** A value's text, passed on up to each `]` or `<` that might begin its end. */
  private valueText(text: string, i: number, eof: boolean): ScanStep {
    const call = this.call as TaggedCall;
    let j = i;
    for (;;) {
      let k = j;
      while (k < text.length && text[k] !== ']' && text[k] !== '<') k++;
      if (k > j) call.text(text.slice(j, k));
      if (k === text.length) {
        return eof ? this.cutOff(this.base + k, 'inside a value') : this.hold(k);
      }
      const match = this.boundary(text, k, eof);
      if (match.kind === 'partial') return this.hold(k);
      if (match.kind === 'full') return this.valueEnded(text, k, eof);
      call.text(text[k] as string);
      j = k + 1;
    }
  }

  /** The value ended at `at`: its own close tag is consumed, anything else is read next. */
  private valueEnded(text: string, at: number, eof: boolean): ScanStep {
    (this.call as TaggedCall).endParameter();
    this.state = 'parameters';
    const close = seq(OPTIONAL_NS, literal(`</${this.parameter}>`))(text, at, eof);
    if (close.kind !== 'full') return this.next(at);
    this.lastEnd = this.base + close.end;
    return this.next(close.end);
  }
}

function emptyBlock(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `The MiniMax-M3 tool-call block holds no ${MINIMAX_NS}<invoke>.`,
  });
}
