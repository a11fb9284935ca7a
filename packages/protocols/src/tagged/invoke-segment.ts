import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type CharEquivalence, type Pattern, pattern } from './pattern';
import { parseTagAttributes } from './tag-attributes';
import type { TaggedCall } from './tagged-call';
import { TaggedCallSegment } from './tagged-segment';

const { literal, seq, alt, end, attributes, whitespace, skipSpace, which, barSpellings } = pattern;

/** Longest attribute text of an `<invoke …>` or `<parameter …>` tag. */
const MAX_ATTRIBUTES = 512;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

/** The tags of one `<invoke name=…><parameter name=…>` dialect. */
export interface InvokeDialect {
  /** For messages (`MiniMax`, `DeepSeek DSML`). */
  format: string;
  /** What precedes the tag names: `''` (MiniMax) or `'｜DSML｜'` (DeepSeek). */
  prefix: string;
  /** The block's close tags, every accepted spelling (any one ends the block). */
  blockClose: readonly string[];
  /** How literal characters compare (DeepSeek accepts `|` for `｜`). */
  same?: CharEquivalence;
  /** Parameters carry `string="true|false"`; `false` means the value is a JSON literal. */
  typedParameters?: boolean;
}

type State = 'block' | 'invoke-tag' | 'parameters' | 'parameter-tag';

/**
 * The shared scanner of the `<invoke>` dialects — MiniMax-M2 (`<minimax:tool_call><invoke
 * name="NAME"><parameter name="K">V</parameter></invoke></minimax:tool_call>`) and DeepSeek
 * V3.2/V4 DSML (the same tags prefixed with `｜DSML｜`, with `string="true|false"`). Several
 * invokes may share one block. A `</parameter>` ends a value only when the call goes on after it;
 * a missing one ends at a `<parameter>` naming a declared parameter or at the invoke's end.
 */
export class InvokeSegment extends TaggedCallSegment {
  private state: State = 'block';
  private calls = 0;
  private readonly tags: ReturnType<typeof invokeTags>;

  constructor(
    context: SegmentContext,
    private readonly dialect: InvokeDialect,
  ) {
    const tags = invokeTags(dialect);
    super(context, {
      format: dialect.format,
      skipTo: dialect.blockClose.flatMap(barSpellings),
      valueClose: tags.parameterClose,
      valueBoundary: tags.valueBoundary,
      trimNewlines: false,
    });
    this.tags = tags;
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'block':
        return this.block(text, i, eof);
      case 'invoke-tag':
        return this.invokeTag(text, i, eof);
      case 'parameters':
        return this.parameters(text, i, eof);
      case 'parameter-tag':
        return this.parameterTag(text, i, eof);
    }
  }

  /** Between invokes. */
  private block(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (!eof) return this.hold(j);
      return this.calls === 0
        ? this.failSegment(this.base + j, this.emptyBlock())
        : this.endSegment(this.lastEnd);
    }
    const match = which([this.tags.invokeOpen, this.tags.blockClose], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) {
      if (this.calls > 0) return this.endSegment(this.lastEnd);
      return this.broken(j, `<${this.dialect.prefix}invoke name="…">`);
    }
    if (match.index === 1) {
      if (this.calls === 0) return this.failSegment(this.base + match.end, this.emptyBlock());
      return this.endSegment(this.base + match.end);
    }
    this.settleCall(this.base + j);
    this.state = 'invoke-tag';
    return this.next(match.end);
  }

  private invokeTag(text: string, i: number, eof: boolean): ScanStep {
    const match = this.tags.tagAttributes(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && this.tags.tagAttributes(text, i, false).kind === 'partial') {
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
    const { parameterOpen, invokeClose, blockClose, invokeOpen } = this.tags;
    const match = which([parameterOpen, invokeClose, blockClose, invokeOpen], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, '<parameter name="…"> or </invoke>');
    switch (match.index) {
      case 0:
        this.state = 'parameter-tag';
        return this.next(match.end);
      case 1:
        this.closeCall();
        this.lastEnd = this.base + match.end;
        this.state = 'block';
        return this.next(match.end);
      case 2:
        return this.endSegment(this.base + match.end);
      default:
        // A new invoke before `</invoke>`: this call ended with its last parameter.
        this.settleCall(this.base + j);
        this.state = 'invoke-tag';
        return this.next(match.end);
    }
  }

  private parameterTag(text: string, i: number, eof: boolean): ScanStep {
    const match = this.tags.tagAttributes(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && this.tags.tagAttributes(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside a <parameter> tag');
      }
      return this.broken(i, 'the attributes of <parameter> and ">"');
    }
    const attributes = parseTagAttributes(text.slice(i, match.end - 1));
    const name = attributes.get('name')?.trim() ?? '';
    if (name.length === 0) return this.broken(i, 'a name="…" attribute on <parameter>');
    const json = this.dialect.typedParameters === true && attributes.get('string') === 'false';
    this.beginValue(name, json ? 'json' : 'raw');
    this.state = 'parameters';
    return this.next(match.end);
  }

  private emptyBlock(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'EMPTY_TOOL_CALL',
      message: `The ${this.dialect.format} tool-call block holds no <${this.dialect.prefix}invoke>.`,
    });
  }
}

/** The tag patterns of a dialect. */
function invokeTags(dialect: InvokeDialect) {
  const same = dialect.same;
  const tag = (name: string) => literal(`<${dialect.prefix}${name}`, same);
  const close = (name: string) => literal(`</${dialect.prefix}${name}>`, same);
  const tagAttributes = attributes(MAX_ATTRIBUTES);
  const invokeOpen = tag('invoke');
  const parameterOpen = tag('parameter');
  const invokeClose = close('invoke');
  const parameterClose = close('parameter');
  const blockClose = alt(...dialect.blockClose.map((text) => literal(text, same)));
  const space = whitespace(MAX_SPACE);
  const nextInvoke = seq(invokeOpen, tagAttributes);
  const nextParameter = seq(parameterOpen, tagAttributes);
  /**
   * Where a value of `call` ends: `</parameter>` when the call goes on after it; without it, a
   * `<parameter>` naming a declared parameter, or `</invoke>` / the block's close tag that end
   * the call.
   */
  const valueBoundary = (call: TaggedCall): Pattern =>
    alt(
      seq(parameterClose, space, alt(nextParameter, invokeClose, blockClose, nextInvoke, end)),
      seq(
        parameterOpen,
        attributes(MAX_ATTRIBUTES, (raw) =>
          call.declares(parseTagAttributes(raw).get('name')?.trim() ?? ''),
        ),
      ),
      seq(invokeClose, space, alt(nextInvoke, blockClose, end)),
      seq(blockClose, space, end),
    );
  return {
    invokeOpen,
    parameterOpen,
    invokeClose,
    parameterClose,
    blockClose,
    tagAttributes,
    valueBoundary,
  };
}
