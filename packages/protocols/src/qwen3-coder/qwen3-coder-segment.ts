import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { type Pattern, pattern } from '../tagged/pattern';
import type { TaggedCall } from '../tagged/tagged-call';
import { TaggedCallSegment } from '../tagged/tagged-segment';
import { leakedCallBlock, opensLeakedCall } from '../yaml-xml/leaked-yaml-call';

const { literal, seq, alt, end, nameUntil, whitespace, skipSpace, which } = pattern;

/** Longest tool or parameter name read from a tag. */
const MAX_NAME = 256;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

const FUNCTION_OPEN = literal('<function=');
const FUNCTION_CLOSE = literal('</function>');
const PARAMETER_OPEN = literal('<parameter=');
const PARAMETER_CLOSE = literal('</parameter>');
const SPACE = whitespace(MAX_SPACE);
const NAME = nameUntil('>', MAX_NAME, (name) => name.trim().length > 0);
/** Longest stray closer or word after a value's `</parameter>` that is read as a broken close. */
const MAX_NEAR_CLOSER = 32;

/**
 * A broken close after a value's `</parameter>`: a close tag that is not one of the format's
 * (`</functio>`, `</function >`, `</function` cut off) or one stray word — each short, on its
 * own — followed only by `</tool_call>` or the end of the output. Code that contains
 * `</parameter>` goes on after it, so it never looks like this.
 */
const NEAR_CLOSER: Pattern = (text, at, eof) => {
  if (at >= text.length) return eof ? { kind: 'none' } : { kind: 'partial' };
  const tag = text.charCodeAt(at) === 60; /* < */
  if (tag && at + 1 >= text.length) return eof ? { kind: 'none' } : { kind: 'partial' };
  if (tag && text.charCodeAt(at + 1) !== 47 /* / */) return { kind: 'none' };
  const from = tag ? at + 2 : at;
  for (let p = from; p < text.length; p++) {
    if (p - at >= MAX_NEAR_CLOSER) return { kind: 'none' };
    const code = text.charCodeAt(p);
    // A close tag runs to its `>` (spaces allowed) or is cut short by a line break or a `<`;
    // a word runs to whitespace or a `<`.
    if (tag && code === 62 /* > */) return { kind: 'full', end: p + 1 };
    if (code === 60 || code === 10 || (!tag && pattern.isSpace(code))) {
      return p > from ? { kind: 'full', end: p } : { kind: 'none' };
    }
  }
  if (!eof) return { kind: 'partial' };
  return text.length > from ? { kind: 'full', end: text.length } : { kind: 'none' };
};
/** A broken close after `</parameter>`: a near-closer, then the block's close or the end. */
function nearEnd(blockClose: Pattern): Pattern {
  return seq(NEAR_CLOSER, SPACE, alt(blockClose, end));
}

/**
 * The block around the `<function=…>` calls: Qwen3-Coder's `<tool_call>`, or another model's
 * (Seed-OSS `<seed:tool_call>`, which writes values without the framing newlines).
 */
export interface FunctionBlockSyntax {
  /** For messages (`Qwen3-Coder`, `Seed-OSS`). */
  readonly format: string;
  readonly open: string;
  readonly close: string;
  /** One leading and one trailing newline of a value are not part of it. */
  readonly trimNewlines: boolean;
  /** A JSON object or array after the open tag is read as Hermes JSON calls. */
  readonly json: boolean;
}

export const QWEN3_CODER_BLOCK: FunctionBlockSyntax = {
  format: 'Qwen3-Coder',
  open: '<tool_call>',
  close: '</tool_call>',
  trimNewlines: true,
  json: true,
};

/**
 * Where a parameter value of `call` ends: a `</parameter>` only when the call goes on after it
 * (another parameter, `</function>`, the block's close tag, a new call, or the end of the output), so a
 * literal close tag inside code stays content; without `</parameter>`, a parameter tag with a
 * declared name, or `</function>` / `</tool_call>` followed by the end of the call. A broken close
 * after `</parameter>` ({@link nearEnd}) ends the value too (issue 25: the file an agent writes
 * must not hold the markup).
 */
function valueBoundary(call: TaggedCall, blockOpen: Pattern, blockClose: Pattern): Pattern {
  return alt(
    seq(
      PARAMETER_CLOSE,
      SPACE,
      alt(
        PARAMETER_OPEN,
        FUNCTION_CLOSE,
        blockClose,
        FUNCTION_OPEN,
        blockOpen,
        end,
        nearEnd(blockClose),
      ),
    ),
    seq(
      PARAMETER_OPEN,
      nameUntil('>', MAX_NAME, (name) => call.declares(name.trim())),
    ),
    seq(FUNCTION_CLOSE, SPACE, alt(blockClose, blockOpen, FUNCTION_OPEN, end)),
    seq(blockClose, SPACE, alt(blockOpen, end)),
  );
}

type State = 'section' | 'function-name' | 'parameters' | 'parameter-name' | 'after-function';

/**
 * One Qwen3-Coder block: `<tool_call>` then `<function=NAME>`, `<parameter=KEY>` value
 * `</parameter>` …, `</function>`, `</tool_call>` — or, when opened by a bare `<function=`, one
 * function without the wrapper. Values lose one leading and one trailing newline; plain string
 * parameters stream character by character (the trailing newline waits for the close tag).
 * A JSON object after `<tool_call>` (the Hermes form) is read as JSON calls.
 */
export class Qwen3CoderSegment extends TaggedCallSegment {
  private state: State;
  private calls = 0;
  private readonly blockOpen: Pattern;
  private readonly blockClose: Pattern;
  private readonly nearEnd: Pattern;

  constructor(
    context: SegmentContext,
    /** Opened by `<function=` (no `<tool_call>` wrapper). */
    private readonly bare: boolean,
    private readonly block: FunctionBlockSyntax = QWEN3_CODER_BLOCK,
  ) {
    const open = literal(block.open);
    const close = literal(block.close);
    super(context, {
      format: block.format,
      skipTo: [bare ? '</function>' : block.close],
      valueClose: PARAMETER_CLOSE,
      valueBoundary: (call) => valueBoundary(call, open, close),
      trimNewlines: block.trimNewlines,
      ...(block.json ? { json: leakedCallBlock(block.open, block.close) } : {}),
    });
    this.blockOpen = open;
    this.blockClose = close;
    this.nearEnd = nearEnd(close);
    this.state = bare ? 'function-name' : 'section';
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'section':
        return this.section(text, i, eof);
      case 'function-name':
        return this.functionName(text, i, eof);
      case 'parameters':
        return this.parameters(text, i, eof);
      case 'parameter-name':
        return this.parameterName(text, i, eof);
      case 'after-function':
        return this.afterFunction(text, i, eof);
    }
  }

  /** Right after `<tool_call>`: the text is kept from the start, for the JSON fallback. */
  private section(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j - i > MAX_SPACE) return this.broken(j, 'a <function=NAME> tag');
    if (j === text.length) {
      return eof ? this.failSegment(this.base + j, emptyCall(this.block)) : this.hold(i);
    }
    const leaked = this.block.json ? opensLeakedCall(text, j, eof) : 'no';
    if (leaked === 'more') return this.hold(i);
    if (leaked === 'yes') return this.readAsJson(i);
    const match = which([FUNCTION_OPEN, this.blockClose], text, j, eof);
    if (match === 'partial') return this.hold(i);
    if (match === undefined) return this.broken(j, 'a <function=NAME> tag');
    if (match.index === 1) return this.failSegment(this.base + match.end, emptyCall(this.block));
    this.state = 'function-name';
    return this.next(match.end);
  }

  private functionName(text: string, i: number, eof: boolean): ScanStep {
    const match = NAME(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (this.bare && this.calls === 0) {
        // Prose that mentions `<function=`: not a call.
        return eof ? this.end(this.base + text.length) : this.reject();
      }
      if (eof && NAME(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside the <function= tag');
      }
      return this.broken(i, 'a tool name and ">" after <function=');
    }
    const call = this.beginCall(text.slice(i, match.end - 1).trim(), this.base + match.end);
    this.calls++;
    this.state = 'parameters';
    if (this.bare && this.calls === 1 && call.error?.code === 'UNKNOWN_TOOL') {
      // A bare tag naming no declared tool: reported, and what follows is read as text again.
      return this.endSegment(this.base + match.end);
    }
    return this.next(match.end);
  }

  private parameters(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      if (eof && (this.call as TaggedCall).parameters > 0) this.warnBrokenClose('');
      return this.parametersRanOut(j, eof, '</function>');
    }
    const match = which(
      [
        PARAMETER_OPEN,
        FUNCTION_CLOSE,
        this.blockClose,
        FUNCTION_OPEN,
        this.blockOpen,
        this.nearEnd,
      ],
      text,
      j,
      eof,
    );
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.broken(j, '<parameter=NAME> or </function>');
    if (match.index === 5) {
      // A broken close ended the last value (see nearEnd): the call is complete, and the broken
      // close is part of its text, said in a warning.
      this.warnBrokenClose(text.slice(j, match.end).trim());
      return this.endSegment(this.base + match.end);
    }
    switch (match.index) {
      case 0:
        this.state = 'parameter-name';
        return this.next(match.end);
      case 1:
        this.closeCall();
        this.lastEnd = this.base + match.end;
        this.state = 'after-function';
        return this.next(match.end);
      case 2:
        return this.endSegment(this.base + match.end);
      case 3:
        // A new call before `</function>`: this one ended with its last parameter.
        this.settleCall(this.base + j);
        this.state = 'function-name';
        return this.next(match.end);
      default:
        return this.endSegment(this.lastEnd);
    }
  }

  private parameterName(text: string, i: number, eof: boolean): ScanStep {
    const match = NAME(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    if (match.kind === 'none') {
      if (eof && NAME(text, i, false).kind === 'partial') {
        return this.cutOff(this.base + text.length, 'inside a <parameter= tag');
      }
      return this.broken(i, 'a parameter name and ">" after <parameter=');
    }
    this.beginValue(text.slice(i, match.end - 1).trim());
    this.state = 'parameters';
    return this.next(match.end);
  }

  private warnBrokenClose(rest: string): void {
    this.context.warn(brokenCloseWarning((this.call as TaggedCall).toolName, rest, this.block));
  }

  private afterFunction(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return eof ? this.endSegment(this.lastEnd) : this.hold(j);
    const match = which([this.blockClose, FUNCTION_OPEN], text, j, eof);
    if (match === 'partial') return this.hold(j);
    if (match === undefined) return this.endSegment(this.lastEnd);
    if (match.index === 0) return this.endSegment(this.base + match.end);
    this.settleCall(this.base + j);
    this.state = 'function-name';
    return this.next(match.end);
  }
}

/** How a call whose last value ended at a `</parameter>` with no proper close after it is told. */
function brokenCloseWarning(
  toolName: string,
  rest: string,
  block: FunctionBlockSyntax,
): ToolCallParseError {
  return new ToolCallParseError({
    code: 'INVALID_XML',
    message:
      rest === ''
        ? `The output ended after a </parameter> of the call to "${toolName}" without </function>; the call was read as complete.`
        : `The call to "${toolName}" ends with ${JSON.stringify(rest)} instead of </function>${block.close}; its last value ends at </parameter> and the rest was ignored.`,
    toolName,
  });
}

function emptyCall(block: FunctionBlockSyntax): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${block.open} was not followed by a <function=NAME> call.`,
  });
}
