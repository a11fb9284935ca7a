import { isToolNameChar } from '../engine/is-tool-name-char';
import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { KeyValueSegment } from '../tagged/key-value-segment';
import { pattern } from '../tagged/pattern';
import type { TaggedCall } from '../tagged/tagged-call';
import { applyHy3JsonArguments, HY3_MAX_JSON_ARGUMENTS } from './hy3-json-arguments';
import { type Hy3Tags, hy3Tags } from './hy3-tags';

const { literal, truncated, end, skipSpace, which } = pattern;

/** Longest tool name. */
const MAX_NAME = 256;

export const HY3_SECTION_OPEN = '<tool_calls>';
export const HY3_CALL_OPEN = '<tool_call>';

/** The patterns of one vocabulary's tags. */
function tagPatterns(tags: Hy3Tags) {
  return {
    sectionClose: literal(tags.sectionClose),
    callOpen: literal(tags.callOpen),
    callClose: literal(tags.callClose),
    callCloseOrCut: truncated(tags.callClose),
    toolSep: literal(tags.toolSep),
    keyOpen: literal(tags.keyOpen),
  };
}

type State = 'section' | 'name' | 'arguments' | 'json-arguments';

/**
 * Tencent Hy3 (Hunyuan HY v3/v4) calls: `<tool_calls>` holding `<tool_call>NAME<tool_sep>` then
 * `<arg_key>K</arg_key><arg_value>V</arg_value>` pairs and `</tool_call>`, with or without
 * newlines between the tags; also one `<tool_call>` without the section. Values are raw text typed
 * by the schema; plain strings stream. Repairs: `<tool_sep>` left out, a missing `</arg_value>`
 * (ends at the next declared `<arg_key>`), a close tag cut off by the end of the output.
 */
export class Hy3Segment extends KeyValueSegment {
  private state: State;
  private calls = 0;
  private readonly patterns: ReturnType<typeof tagPatterns>;

  constructor(
    context: SegmentContext,
    /** Opened by `<tool_call>` without the section. */
    private readonly bare: boolean,
    /** The vocabulary the opening tag was written in (Hy v4's suffixed tokens, or Hy3's). */
    private readonly vocabulary: Hy3Tags = hy3Tags(''),
  ) {
    const p = tagPatterns(vocabulary);
    super(
      context,
      {
        format: 'Hy3',
        skipTo: [bare ? vocabulary.callClose : vocabulary.sectionClose],
        trimNewlines: false,
      },
      {
        keyOpen: vocabulary.keyOpen,
        keyClose: vocabulary.keyClose,
        valueOpen: vocabulary.valueOpen,
        valueClose: vocabulary.valueClose,
        insideKey: `inside an ${vocabulary.keyOpen}`,
        // `</arg_value>` ends a value when the call goes on after it: another key, the call's or
        // the section's close tag, a new call, or the end of the output.
        afterValue: [p.keyOpen, p.callCloseOrCut, p.callOpen, p.sectionClose, end],
        // Without it, `</tool_call>` ends the value when the call ends there.
        callClose: p.callClose,
        afterCallClose: [p.callOpen, p.sectionClose, end],
      },
    );
    this.patterns = p;
    this.state = bare ? 'name' : 'section';
  }

  protected callStructure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'section':
        return this.section(text, i, eof);
      case 'name':
        return this.name(text, i, eof);
      case 'arguments':
        return this.arguments(text, i, eof);
      case 'json-arguments':
        return this.jsonArguments(text, i, eof);
    }
  }

  /** Between calls of the section. */
  private section(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      return this.calls === 0
        ? this.failSegment(this.base + j, emptySection(this.vocabulary))
        : this.endSegment(this.lastEnd);
    }
    const { callOpen, sectionClose } = this.patterns;
    const match = which([callOpen, sectionClose], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) {
      return this.calls > 0
        ? this.endSegment(this.lastEnd)
        : this.broken(j, this.vocabulary.callOpen);
    }
    if (match.index === 1) {
      return this.calls === 0
        ? this.failSegment(this.base + match.end, emptySection(this.vocabulary))
        : this.endSegment(this.base + match.end);
    }
    this.settleCall(this.base + j);
    this.state = 'name';
    return this.next(match.end);
  }

  /** The name runs to the first tag (`<tool_sep>`); it is short, so it is read whole. */
  private name(text: string, i: number, eof: boolean): ScanStep {
    let lt = i;
    while (lt < text.length && lt - i <= MAX_NAME && text[lt] !== '<') lt++;
    if (lt - i > MAX_NAME) return this.broken(i, `a tool name and ${this.vocabulary.toolSep}`);
    if (lt === text.length) {
      return eof ? this.cutOff(this.base + lt, 'after the tool name') : this.hold(i);
    }
    const name = text.slice(i, lt).trim();
    // A name is a plain word (Hermes JSON after `<tool_call>` is another format's).
    if (![...name].every(isToolNameChar))
      return this.broken(i, `a tool name and ${this.vocabulary.toolSep}`);
    const { toolSep, keyOpen, callClose } = this.patterns;
    const match = which([toolSep, keyOpen, callClose], text, lt, eof);
    if (match === 'partial') return this.hold(i);
    if (match === undefined)
      return this.broken(lt, `${this.vocabulary.toolSep} after the tool name`);
    this.calls++;
    // repair: `<tool_sep>` left out before the arguments or the close tag.
    this.beginCall(name, this.base + (match.index === 0 ? match.end : lt));
    this.state = 'arguments';
    return this.next(match.index === 0 ? match.end : lt);
  }

  private arguments(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.parametersRanOut(j, eof, this.vocabulary.callClose);
    const { keyOpen, callCloseOrCut, callOpen, sectionClose } = this.patterns;
    const match = which([keyOpen, callCloseOrCut, callOpen, sectionClose], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined && text[j] === '{' && this.call?.parameters === 0) {
      this.state = 'json-arguments';
      return this.next(j);
    }
    if (match === undefined)
      return this.broken(j, `${this.vocabulary.keyOpen} or ${this.vocabulary.callClose}`);
    switch (match.index) {
      case 0:
        return this.readArgument(match.end);
      case 1:
        this.closeCall();
        this.lastEnd = this.base + match.end;
        if (this.bare) return this.endSegment(this.lastEnd);
        this.state = 'section';
        return this.next(match.end);
      case 2:
        // The next call before `</tool_call>`: this one ended with its last argument.
        if (this.bare) return this.endSegment(this.lastEnd);
        this.settleCall(this.base + j);
        this.state = 'name';
        return this.next(match.end);
      default:
        return this.endSegment(this.base + match.end);
    }
  }

  /** `NAME<tool_sep>{…}`: the arguments as one JSON object, up to the close tag. */
  private jsonArguments(text: string, i: number, eof: boolean): ScanStep {
    const read = this.readUntil(text, i, this.vocabulary.jsonArgumentsEnd, HY3_MAX_JSON_ARGUMENTS);
    const call = this.call as TaggedCall;
    if (read.kind === 'over') return this.cutOff(this.base + text.length, 'inside the arguments');
    if (read.kind !== 'found') {
      if (!eof) return read.kind === 'more' ? this.next(text.length) : this.hold(read.index);
      // The output ended after the object: the close tag was cut off, the call is whole.
      if (!applyHy3JsonArguments(call, this.gatheredText, false)) {
        return this.cutOff(this.base + text.length, 'inside the arguments');
      }
      return this.endSegment(this.base + text.length);
    }
    applyHy3JsonArguments(call, read.read, true);
    const close = read.index + read.marker.length;
    this.closeCall();
    this.lastEnd = this.base + close;
    if (this.bare || read.marker !== this.vocabulary.callClose)
      return this.endSegment(this.lastEnd);
    this.state = 'section';
    return this.next(close);
  }
}

function emptySection(tags: Hy3Tags): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${tags.sectionOpen} holds no ${tags.callOpen}.`,
  });
}
