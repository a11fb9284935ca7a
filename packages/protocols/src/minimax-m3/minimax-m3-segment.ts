import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { InvokeSegment } from '../tagged/invoke-segment';
import { afterToken } from '../tagged/invoke-tags';
import { type Pattern, pattern } from '../tagged/pattern';
import type { TaggedCall } from '../tagged/tagged-call';

const { literal, seq, alt, end, nameUntil, whitespace } = pattern;

/** The token MiniMax-M3 writes before every tag. */
export const MINIMAX_NS = ']<]minimax[>[';

/** Longest parameter name. */
const MAX_NAME = 256;
/** Longest whitespace run looked across when deciding whether a close tag ends a value. */
const MAX_SPACE = 256;

const NS = literal(MINIMAX_NS);
/** `text` with or without the token before it: models drop it (often before a close tag). */
const tag = (text: string) => afterToken(MINIMAX_NS, literal(text));
const TAG_OPEN = tag('<');
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
    seq(tag(`</${name}>`), SPACE, alt(TAG_OPEN, end)),
    seq(
      NS,
      literal('<'),
      nameUntil('>', MAX_NAME, (next) => next !== name && call.declares(next)),
    ),
    seq(NS, literal('</invoke>')),
  );
}

/**
 * One MiniMax-M3 block: MiniMax-M2's `<tool_call>`/`<invoke name="…">` structure — read by the
 * `<invoke>` dialects' {@link InvokeSegment} with the `]<]minimax[>[` token before every tag —
 * and each parameter an element named after it (`]<]minimax[>[<city>Paris]<]minimax[>[</city>`).
 * Values are raw text typed by the schema; plain strings stream. The token may be missing before
 * a tag (models drop it before close tags); a missing close tag ends at the next declared
 * parameter or `</invoke>`.
 *
 * Values are scanned here rather than by the base's scanner, because their end begins with the
 * token's `]`, a character that scanner does not stop at.
 */
export class MinimaxM3Segment extends InvokeSegment {
  /** `tags`: the invoke structure; `value`: a parameter's value is being read. */
  private part: 'tags' | 'value' = 'tags';
  private parameter = '';
  private boundary: Pattern = end;

  constructor(context: SegmentContext) {
    super(context, {
      format: 'MiniMax-M3',
      prefix: '',
      tagToken: MINIMAX_NS,
      blockClose: ['</tool_call>'],
      parameters: 'element',
    });
  }

  protected override structure(text: string, i: number, eof: boolean): ScanStep {
    return this.part === 'value' ? this.valueText(text, i, eof) : super.structure(text, i, eof);
  }

  /** After a tag's `<` among the parameters: the parameter's name up to `>`. */
  protected override parameterTag(text: string, i: number, eof: boolean): ScanStep {
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
    this.part = 'value';
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
    this.part = 'tags';
    this.state = 'parameters';
    const close = tag(`</${this.parameter}>`)(text, at, eof);
    if (close.kind !== 'full') return this.next(at);
    this.lastEnd = this.base + close.end;
    return this.next(close.end);
  }
}
