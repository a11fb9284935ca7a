import { parse as parseJson } from '@tool/rjson';
import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type InvokeTags, invokeTags } from './invoke-tags';
import { type CharEquivalence, pattern } from './pattern';
import { parseTagAttributes } from './tag-attributes';
import type { TaggedCall } from './tagged-call';
import { TaggedCallSegment } from './tagged-segment';

const { skipSpace, which, barSpellings } = pattern;

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
  /** An invoke's body may be one JSON object of arguments instead of parameters (DeepSeek DSML). */
  jsonBodies?: boolean;
  /**
   * A token written before every tag (MiniMax-M3's `]<]minimax[>[`), read where it is and where
   * models dropped it.
   */
  tagToken?: string;
  /**
   * `parameter`: `<parameter name="K">V</parameter>`; `element`: an element named after the
   * parameter (`<K>V</K>`), read by a subclass in {@link InvokeSegment.parameterTag}.
   */
  parameters?: 'parameter' | 'element';
}

/** Longest JSON body of an invoke before it is given up as broken. */
const MAX_JSON_BODY = 1 << 20;

export type InvokeState = 'block' | 'invoke-tag' | 'parameters' | 'parameter-tag' | 'json-body';

/**
 * The shared scanner of the `<invoke>` dialects — MiniMax-M2 (`<minimax:tool_call><invoke
 * name="NAME"><parameter name="K">V</parameter></invoke></minimax:tool_call>`) and DeepSeek
 * V3.2/V4 DSML (the same tags prefixed with `｜DSML｜`, with `string="true|false"`). Several
 * invokes may share one block. A `</parameter>` ends a value only when the call goes on after it;
 * a missing one ends at a `<parameter>` naming a declared parameter or at the invoke's end.
 */
export class InvokeSegment extends TaggedCallSegment {
  protected state: InvokeState = 'block';
  private calls = 0;
  /** The JSON body read so far. */
  private body: string[] = [];
  private readonly tags: InvokeTags;

  constructor(
    context: SegmentContext,
    private readonly dialect: InvokeDialect,
  ) {
    const tags = invokeTags(dialect);
    const token = dialect.tagToken;
    super(context, {
      format: dialect.format,
      skipTo: dialect.blockClose
        .flatMap((close) => (token === undefined ? [close] : [token + close, close]))
        .flatMap(barSpellings),
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
      case 'json-body':
        return this.jsonBody(text, i, eof);
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
      return this.broken(
        j,
        `${this.dialect.tagToken ?? ''}<${this.dialect.prefix}invoke name="…">`,
      );
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
    // Last, as an element's open tag (any tag) would match the others too.
    const match = which([invokeClose, blockClose, invokeOpen, parameterOpen], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined && text[j] === '{' && this.dialect.jsonBodies === true) {
      if ((this.call as TaggedCall).parameters === 0) {
        this.body = [];
        this.state = 'json-body';
        return this.next(j);
      }
    }
    if (match === undefined) {
      const expected =
        this.dialect.parameters === 'element' ? 'a parameter tag' : '<parameter name="…">';
      return this.broken(j, `${expected} or </invoke>`);
    }
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
        this.state = 'parameter-tag';
        return this.next(match.end);
    }
  }

  /** After a parameter's open tag (`<parameter`, or `<` for an element): its name and value. */
  protected parameterTag(text: string, i: number, eof: boolean): ScanStep {
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

  /** `{"city": "Oslo"}` up to `</invoke>`: the call's arguments as one object. */
  private jsonBody(text: string, i: number, eof: boolean): ScanStep {
    const match = this.tags.invokeCloseMarkers.find(text, i);
    const stop = match.kind === 'none' ? text.length : match.index;
    this.body.push(text.slice(i, stop));
    if (match.kind !== 'full') {
      if (eof || this.body.reduce((n, part) => n + part.length, 0) > MAX_JSON_BODY) {
        return this.cutOff(this.base + text.length, 'inside the JSON body');
      }
      return match.kind === 'partial' ? this.hold(match.index) : this.next(text.length);
    }
    const call = this.call as TaggedCall;
    const value = parseObject(this.body.join(''));
    if (value === undefined) {
      call.fail(
        new ToolCallParseError({
          code: 'INVALID_JSON',
          message: `The body of the ${this.dialect.format} invoke of "${call.toolName}" is neither parameters nor a JSON object.`,
          toolName: call.toolName,
        }),
      );
    } else {
      call.object(value);
    }
    this.closeCall();
    const end = match.index + match.marker.length;
    this.lastEnd = this.base + end;
    this.state = 'block';
    return this.next(end);
  }

  private emptyBlock(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'EMPTY_TOOL_CALL',
      message: `The ${this.dialect.format} tool-call block holds no ${this.dialect.tagToken ?? ''}<${this.dialect.prefix}invoke>.`,
    });
  }
}

/** `text` as a JSON object, or undefined when it is not one. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = parseJson(text.trim());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
