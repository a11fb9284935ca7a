import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { type Pattern, pattern } from '../tagged/pattern';
import { TaggedCallSegment } from '../tagged/tagged-segment';
import type { GemmaDialect } from './gemma-dialect';
import { GemmaValueReader } from './gemma-value-reader';

const { literal, truncated, skipSpace } = pattern;

/** Longest tool name. */
const MAX_NAME = 256;
/** Longest whitespace run looked across between a call's parts. */
const MAX_SPACE = 256;

const CALL_PREFIX = literal('call:');

/** Where the segment is, between the parts of one call. */
type State =
  | 'head' // after the marker: `call:`
  | 'name' // the tool name, up to `{`
  | 'key' // an argument's key, or `}`
  | 'value' // an argument's value begins
  | 'collect' // a value other than a quoted string, read whole
  | 'after-value' // `,` or `}`
  | 'after-object' // the call's close token
  | 'after-close'; // the result token the model may write next

/**
 * One call of Google's call DSL after its open token: `call:NAME{key:value,…}` and the close
 * token (Gemma 4 `<|tool_call>…<tool_call|>`, FunctionGemma `<start_function_call>…
 * <end_function_call>`). A top-level string argument streams as it arrives (it ends at the
 * dialect's quote token); any other value — numbers, booleans, nested objects and lists — is read
 * whole by {@link GemmaValueReader} and typed by the schema. Repairs, each where the model's
 * intent is clear: `call:` missing before the name, the close token or the final `}` missing (the
 * call ends at its last complete part), a bare unquoted string. A result token written right after
 * the close token (the template's cue for the tool's turn) belongs to the call, not to the text.
 */
export class Gemma4Segment extends TaggedCallSegment {
  private state: State = 'head';
  private key = '';
  private readonly reader: GemmaValueReader;
  private readonly quote: Pattern;
  private readonly close: Pattern;
  private readonly closeOrCut: Pattern;
  private readonly response: Pattern;

  constructor(
    context: SegmentContext,
    private readonly dialect: GemmaDialect,
  ) {
    super(context, {
      format: dialect.format,
      skipTo: [dialect.callClose],
      valueClose: literal(dialect.quote),
      valueBoundary: () => literal(dialect.quote),
      trimNewlines: false,
    });
    this.reader = new GemmaValueReader(dialect.quote);
    this.quote = literal(dialect.quote);
    this.close = literal(dialect.callClose);
    this.closeOrCut = truncated(dialect.callClose);
    this.response = literal(dialect.responseOpen);
  }

  protected structure(text: string, i: number, eof: boolean): ScanStep {
    switch (this.state) {
      case 'head':
        return this.head(text, i, eof);
      case 'name':
        return this.name(text, i, eof);
      case 'key':
        return this.readKey(text, i, eof);
      case 'value':
        return this.argumentValue(text, i, eof);
      case 'collect':
        return this.collect(text, i, eof);
      case 'after-value':
        return this.afterValue(text, i, eof);
      case 'after-object':
        return this.afterObject(text, i, eof);
      case 'after-close':
        return this.afterClose(text, i, eof);
    }
  }

  private head(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j - i > MAX_SPACE) return this.broken(j, 'call:NAME{');
    if (j === text.length && !eof) return this.hold(i);
    const match = CALL_PREFIX(text, j, eof);
    if (match.kind === 'partial') return this.hold(i);
    this.state = 'name';
    // repair: `call:` left out before the name.
    return this.next(match.kind === 'full' ? match.end : j);
  }

  /** The name runs to `{`; it is short, so it is read whole. */
  private name(text: string, i: number, eof: boolean): ScanStep {
    let k = i;
    while (k < text.length && k - i <= MAX_NAME && !endsName(text.charCodeAt(k))) k++;
    if (k - i > MAX_NAME) return this.broken(i, 'a tool name and "{"');
    if (k === text.length) {
      return eof ? this.cutOff(this.base + k, 'after the tool name') : this.hold(i);
    }
    if (text[k] !== '{') return this.broken(k, 'a tool name and "{"');
    this.beginCall(text.slice(i, k).trim(), this.base + k + 1);
    this.state = 'key';
    return this.next(k + 1);
  }

  private readKey(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.ranOut(j, eof);
    if (text[j] === '}') return this.objectEnd(j);
    const quoted = this.quote(text, j, eof);
    if (quoted.kind === 'partial') return this.hold(j);
    // A quoted key runs to the next quote token, a bare one to the first character of syntax.
    const from = quoted.kind === 'full' ? quoted.end : j;
    let k = from;
    if (quoted.kind === 'full') {
      const close = text.indexOf(this.dialect.quote, from);
      k =
        close === -1 || close - from > MAX_NAME
          ? Math.min(text.length, from + MAX_NAME + 1)
          : close;
    } else {
      while (k < text.length && k - from <= MAX_NAME && !endsKey(text.charCodeAt(k))) k++;
    }
    if (k - from > MAX_NAME) return this.broken(from, 'an argument name and ":"');
    if (k === text.length) return eof ? this.ranOut(k, eof) : this.hold(j);
    const key = text.slice(from, k).trim();
    const after = quoted.kind === 'full' ? skipSpace(text, k + this.dialect.quote.length) : k;
    if (after === text.length) return eof ? this.ranOut(after, eof) : this.hold(j);
    if (text[after] !== ':' || key.length === 0 || key.includes('\n')) {
      return this.broken(j, 'an argument name and ":"');
    }
    this.key = key;
    this.state = 'value';
    return this.next(after + 1);
  }

  private argumentValue(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) {
      return eof ? this.cutOff(this.base + j, `before the value of "${this.key}"`) : this.hold(j);
    }
    const quoted = this.quote(text, j, eof);
    if (quoted.kind === 'partial') return this.hold(j);
    if (quoted.kind === 'full') {
      // A string streams; the base reads it up to the closing quote token.
      this.state = 'after-value';
      this.beginValue(this.key);
      return this.next(quoted.end);
    }
    (this.call as NonNullable<typeof this.call>).beginParameter(this.key, 'json');
    this.reader.reset();
    this.state = 'collect';
    return this.next(j);
  }

  private collect(text: string, i: number, eof: boolean): ScanStep {
    const scan = this.reader.scan(text, i, eof);
    switch (scan.kind) {
      case 'hold':
        return this.hold(scan.index);
      case 'cut-off':
        return this.cutOff(this.base + text.length, `inside the value of "${this.key}"`);
      case 'error':
        return this.broken(scan.index, scan.expected);
      case 'value': {
        const call = this.call as NonNullable<typeof this.call>;
        call.text(JSON.stringify(scan.value) ?? 'null');
        call.endParameter();
        this.lastEnd = this.base + scan.index;
        this.state = 'after-value';
        return this.next(scan.index);
      }
    }
  }

  private afterValue(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j === text.length) return this.ranOut(j, eof);
    if (text[j] === ',') {
      this.state = 'key';
      return this.next(j + 1);
    }
    if (text[j] === '}') return this.objectEnd(j);
    // repair: the close token right after the last value, without `}`.
    const close = this.close(text, j, eof);
    if (close.kind === 'partial') return this.hold(j);
    if (close.kind === 'full') return this.endSegment(this.base + close.end);
    return this.broken(j, '"," or "}"');
  }

  private objectEnd(j: number): ScanStep {
    this.lastEnd = this.base + j + 1;
    this.state = 'after-object';
    return this.next(j + 1);
  }

  /** After the arguments' `}`: the close token, possibly cut off by the end of the output. */
  private afterObject(text: string, i: number, eof: boolean): ScanStep {
    const j = skipSpace(text, i);
    if (j - i > MAX_SPACE) return this.endSegment(this.lastEnd);
    if (j === text.length && !eof) return this.hold(i);
    const close = this.closeOrCut(text, j, eof);
    if (close.kind === 'partial') return this.hold(i);
    // repair: no close token; the call ends at its `}` and what follows is text.
    if (close.kind === 'none') return this.endSegment(this.lastEnd);
    this.lastEnd = this.base + close.end;
    this.state = 'after-close';
    return this.next(close.end);
  }

  private afterClose(text: string, i: number, eof: boolean): ScanStep {
    const match = this.response(text, i, eof);
    if (match.kind === 'partial') return this.hold(i);
    return this.endSegment(match.kind === 'full' ? this.base + match.end : this.lastEnd);
  }

  /** Between arguments the text ran out at `j`. */
  private ranOut(j: number, eof: boolean): ScanStep {
    return this.parametersRanOut(j, eof, '}');
  }
}

/** A bare key ends at `:`, or at syntax that shows it is not a key. */
function endsKey(code: number): boolean {
  return code === 58 || code === 44 || code === 123 || code === 125 || code === 91 || code === 60;
}

/** A name ends at `{`, and is not a name when a newline or a token begins first. */
function endsName(code: number): boolean {
  return code === 123 || code === 10 || code === 60 || code === 125;
}
