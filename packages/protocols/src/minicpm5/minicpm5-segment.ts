import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { type Pattern, pattern } from '../tagged/pattern';
import { parseTagAttributes } from '../tagged/tag-attributes';
import type { TaggedCall } from '../tagged/tagged-call';
import { TaggedCallSegment } from '../tagged/tagged-segment';

const { literal, seq, alt, end, attributes, whitespace, skipSpace, which } = pattern;

/** Longest attribute text of a tag. */
const MAX_ATTRIBUTES = 512;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

const TAG_ATTRIBUTES = attributes(MAX_ATTRIBUTES);
const PARAM_OPEN = literal('<param');
const PARAM_CLOSE = literal('</param>');
const FUNCTION_CLOSE = literal('</function>');
const SPACE = whitespace(MAX_SPACE);

/**
 * Where a `<param>` value of `call` ends: `</param>` when the call goes on after it (another
 * `<param`, `</function>`, or the end of the output); without it, a `<param` naming a declared
 * parameter, or `</function>` that ends the output.
 */
function valueBoundary(call: TaggedCall): Pattern {
  return alt(
    seq(PARAM_CLOSE, SPACE, alt(PARAM_OPEN, FUNCTION_CLOSE, end)),
    seq(
      PARAM_OPEN,
      attributes(MAX_ATTRIBUTES, (raw) => call.declares(nameOf(raw))),
    ),
    seq(FUNCTION_CLOSE, SPACE, end),
  );
}

type State = 'function-tag' | 'undeclared' | 'parameters' | 'param-tag' | 'value-start';

/** The attributes a `<param>` of a call has: its name, and its value when the tag closes itself. */
const CALL_PARAM_ATTRIBUTES = new Set(['name', 'value']);

/**
 * One MiniCPM5 call: `<function name="NAME">` then `<param name="K">V</param>` elements (or
 * `<param name="K" value="V"/>`) and `</function>`. A value written as a JSON string (`"Paris"`,
 * as the model often does) is read as JSON; any other value is raw text typed by the schema, and
 * plain strings stream. A `<function` not followed by attributes is prose, not a call.
 */
export class Minicpm5Segment extends TaggedCallSegment {
  private state: State = 'function-tag';
  private parameter = '';
  /** An undeclared name and where its tag ends, while its first child decides (see the class). */
  private undeclaredCall = { name: '', at: 0 };

  constructor(context: SegmentContext) {
    super(context, {
      format: 'MiniCPM5',
      skipTo: ['</function>'],
      valueClose: PARAM_CLOSE,
      valueBoundary,
      trimNewlines: false,
    });
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'function-tag':
        return this.functionTag(text, i, eof);
      case 'undeclared':
        return this.undeclared(text, i, eof);
      case 'parameters':
        return this.parameters(text, i, eof);
      case 'param-tag':
        return this.paramTag(text, i, eof);
      case 'value-start':
        return this.valueStart(text, i, eof);
    }
  }

  private functionTag(text: string, i: number, eof: boolean): ScanStep {
    const match = TAG_ATTRIBUTES(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && TAG_ATTRIBUTES(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside the <function> tag');
      }
      // `<function` in prose or code: not a call.
      return eof ? this.end(this.base + text.length) : this.reject();
    }
    const name = nameOf(text.slice(i, match.end - 1));
    if (this.context.tools.get(name) === undefined) {
      this.undeclaredCall = { name, at: this.base + match.end };
      this.state = 'undeclared';
    } else {
      this.beginCall(name, this.base + match.end);
      this.state = 'parameters';
    }
    return this.next(match.end);
  }

  /**
   * After a `<function>` tag naming no declared tool: its first child tells a call (reported)
   * from a document (text: the segment ends at its marker's first character, so what follows is
   * read again). Looks ahead without consuming; the look-ahead is one tag, bounded.
   */
  private undeclared(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j - i > MAX_SPACE) return this.end(1);
    if (j === text.length) return eof ? this.end(1) : this.hold(i);
    const child = which([PARAM_OPEN, FUNCTION_CLOSE], text, j, eof);
    if (child === 'partial') return this.hold(i);
    if (child === undefined) return this.end(1);
    if (child.index === 0) {
      const match = TAG_ATTRIBUTES(text, child.end, eof);
      if (match.kind === 'partial') return this.hold(i);
      if (match.kind === 'none' || !isCallParameter(text.slice(child.end, match.end - 1))) {
        return this.end(1);
      }
    }
    this.beginCall(this.undeclaredCall.name, this.undeclaredCall.at);
    this.state = 'parameters';
    return this.next(i);
  }

  private parameters(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.parametersRanOut(j, eof, '</function>');
    const match = which([PARAM_OPEN, FUNCTION_CLOSE], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, '<param name="…"> or </function>');
    if (match.index === 1) return this.endSegment(this.base + match.end);
    this.state = 'param-tag';
    return this.next(match.end);
  }

  private paramTag(text: string, i: number, eof: boolean): ScanStep {
    const match = TAG_ATTRIBUTES(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && TAG_ATTRIBUTES(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside a <param> tag');
      }
      return this.broken(i, 'the attributes of <param> and ">"');
    }
    const raw = text.slice(i, match.end - 1);
    const name = nameOf(raw);
    if (name.length === 0) return this.broken(i, 'a name="…" attribute on <param>');
    const value = parseTagAttributes(raw).get('value');
    if (raw.trimEnd().endsWith('/') && value !== undefined) {
      // `<param name="K" value="V"/>`: the whole value is in the tag.
      const call = this.call as TaggedCall;
      call.beginParameter(name);
      call.text(value);
      call.endParameter();
      this.lastEnd = this.base + match.end;
      this.state = 'parameters';
      return this.next(match.end);
    }
    this.parameter = name;
    this.state = 'value-start';
    return this.next(match.end);
  }

  /** The first character tells a JSON string (read whole) from raw text (streamed). */
  private valueStart(text: string, i: number, eof: boolean): ScanStep {
    if (i === text.length && !eof) return this.hold(i);
    this.state = 'parameters';
    this.beginValue(this.parameter, text[i] === '"' ? 'json' : 'raw');
    return this.next(i);
  }
}

/** The trimmed `name` attribute of a tag's attribute text. */
function nameOf(raw: string): string {
  return (parseTagAttributes(raw).get('name') ?? '').trim();
}

/** Whether a `<param>` tag's attribute text is one of a call: a name, and a value if it closes itself. */
function isCallParameter(raw: string): boolean {
  const attributes = parseTagAttributes(raw);
  const selfClosing = raw.trimEnd().endsWith('/');
  return (
    (attributes.get('name') ?? '').trim().length > 0 &&
    [...attributes.keys()].every((key) => CALL_PARAM_ATTRIBUTES.has(key)) &&
    (!selfClosing || attributes.has('value'))
  );
}
