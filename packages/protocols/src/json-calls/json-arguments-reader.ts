import { createPushParser, type PushParser, RJSONParseError } from '@tool/rjson';
import type { MarkerMatcher } from '../engine/marker-matcher';
import type { ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { JsonArgumentEmitter } from './json-argument-emitter';
import { MAX_JSON_DEPTH } from './max-json-depth';

/** What {@link JsonArgumentsReader.feed} found in the text it was given. */
export type JsonArgumentsStep =
  /** Everything was read; the value goes on. */
  | { kind: 'more' }
  /** `input[from…]` may be the start of a delimiter: give it again with the next text. */
  | { kind: 'hold'; from: number }
  /** The value is complete; `input[next…]` follows it. */
  | { kind: 'done'; next: number }
  /** A delimiter outside any string came before the value was complete. */
  | { kind: 'delimiter'; at: number; marker: string }
  /**
   * The text is not JSON; `at` is the index of the character where it broke — negative when that
   * character came in an earlier input (a word such as `text` is only known not to be `true` at
   * its second letter), so the place does not depend on how the text was chunked.
   */
  | { kind: 'failed'; at: number };

const MORE: JsonArgumentsStep = { kind: 'more' };

/**
 * Reads the JSON arguments of one call — the text after a name, as in `NAME[ARGS]{…}`,
 * `…<|tool_call_argument_begin|>{…}` or `…<|message|>{…}` — with RJSON's push parser, and
 * streams them typed by the tool's schema through {@link JsonArgumentEmitter}. Without a writer
 * it only finds where the value ends (a call to an unknown tool still has to be measured).
 *
 * The format's delimiters (the call's end marker, the next call's start) are looked for outside
 * strings only: inside a string they are content, so a `<|tool_call_end|>` written in a code
 * argument does not end the call.
 */
export class JsonArgumentsReader {
  private readonly parser: PushParser;
  private readonly emitter: JsonArgumentEmitter | undefined;
  private state: 'reading' | 'done' | 'failed' = 'reading';
  /** Characters the parser has consumed, to turn its error positions into input indexes. */
  private fed = 0;
  /** Why the arguments are not usable (set once the value failed or completed badly). */
  error: ToolCallParseError | undefined;

  constructor(
    private readonly call: ToolCallWriter | undefined,
    schema: unknown,
    private readonly delimiters: MarkerMatcher,
    private readonly toolName: string,
  ) {
    const emitter =
      call === undefined ? undefined : new JsonArgumentEmitter(call.write, schema, call);
    this.emitter = emitter;
    this.parser = createPushParser({
      maxDepth: MAX_JSON_DEPTH,
      onEvent: (event) => emitter?.event(event),
    });
  }

  get done(): boolean {
    return this.state === 'done';
  }

  get failed(): boolean {
    return this.state === 'failed';
  }

  /** Reads `input` from index `from`, stopping at the end of the value or at a delimiter. */
  feed(input: string, from: number): JsonArgumentsStep {
    let i = from;
    while (this.state === 'reading') {
      const match = this.delimiters.find(input, i);
      const stop = match.kind === 'none' ? input.length : match.index;
      if (stop > i) {
        const step = this.push(input, i, stop);
        if (step !== undefined) return step;
      }
      if (match.kind === 'none') return MORE;
      if (match.kind === 'partial') return { kind: 'hold', from: match.index };
      if (!this.parser.inString)
        return { kind: 'delimiter', at: match.index, marker: match.marker };
      // Inside a string a delimiter is content.
      const end = match.index + match.marker.length;
      const step = this.push(input, match.index, end);
      if (step !== undefined) return step;
      i = end;
    }
    return MORE;
  }

  /**
   * No more text belongs to the value (its end marker came, or the output ended): complete it,
   * closing objects left open right after a complete member. Empty arguments mean `{}`.
   */
  close(): void {
    if (this.state !== 'reading') return;
    try {
      this.parser.end();
      this.settle();
    } catch (cause) {
      if (RJSONParseError.isInstance(cause) && cause.code === 'EMPTY_INPUT') {
        this.emitter?.writeEmpty();
        this.state = 'done';
        return;
      }
      this.fail(cause);
    }
  }

  /**
   * Ends the call: the value is {@link close}d if it is still being read (its end came, or the
   * output's), then `tool-input-end` and the `tool-call` when the arguments are complete and
   * valid; otherwise the call is aborted and the reason returned.
   */
  endCall(): ToolCallParseError | undefined {
    this.close();
    if (this.state === 'done' && this.error === undefined) {
      this.call?.end();
      return undefined;
    }
    this.call?.abort();
    this.error ??= new ToolCallParseError({
      code: 'UNTERMINATED_TOOL_CALL',
      message: `The output ended inside the arguments of "${this.toolName}".`,
      toolName: this.toolName,
    });
    return this.error;
  }

  /** The arguments will never come: a started call ends without a `tool-call`. */
  abort(): void {
    this.state = 'failed';
    this.call?.abort();
  }

  private push(input: string, start: number, stop: number): JsonArgumentsStep | undefined {
    const slice = input.slice(start, stop);
    try {
      const consumed = this.parser.push(slice);
      this.fed += consumed;
      if (!this.parser.done) return undefined;
      this.settle();
      return { kind: 'done', next: start + consumed };
    } catch (cause) {
      const offset = RJSONParseError.isInstance(cause) ? cause.position - this.fed : slice.length;
      this.fail(cause);
      return { kind: 'failed', at: start + Math.min(offset, slice.length) };
    }
  }

  private settle(): void {
    this.state = 'done';
    if (this.emitter !== undefined && !this.emitter.done) {
      this.error = this.emitter.notWrittenError(this.toolName);
    }
  }

  private fail(cause: unknown): void {
    this.state = 'failed';
    const code = RJSONParseError.isInstance(cause) ? cause.code : undefined;
    const truncated = code === 'UNEXPECTED_END' || code === 'UNTERMINATED_STRING';
    const detail = cause instanceof Error ? cause.message : String(cause);
    this.error = new ToolCallParseError({
      code: truncated ? 'UNTERMINATED_TOOL_CALL' : 'INVALID_JSON',
      message: truncated
        ? `The arguments of "${this.toolName}" ended before their JSON was complete: ${detail}`
        : `The arguments of "${this.toolName}" are not valid JSON: ${detail}`,
      toolName: this.toolName,
      cause,
    });
  }
}
