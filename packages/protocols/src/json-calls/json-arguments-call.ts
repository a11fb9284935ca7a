import type { MarkerMatcher } from '../engine/marker-matcher';
import type { SegmentContext } from '../engine/segment';
import type { RegisteredTool } from '../engine/tool-registry';
import type { UniqueIds } from '../engine/unique-ids';
import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsReader, type JsonArgumentsStep } from './json-arguments-reader';

/**
 * One call whose name came before its JSON arguments, in a format with an envelope of its own
 * (Mistral `NAME[ARGS]{…}`, Kimi `functions.NAME:0<|tool_call_argument_begin|>{…}`, Harmony
 * `to=functions.NAME … <|message|>{…}`). It reads the arguments with {@link JsonArgumentsReader}
 * and ends the call exactly once, as soon as the value has ended: the `tool-call` for complete,
 * valid arguments, otherwise an aborted call and the reason in {@link error}.
 */
export class JsonArgumentsCall {
  private ended = false;

  private constructor(
    private readonly reader: JsonArgumentsReader,
    /** Why the call fails (an undeclared tool, broken JSON); undefined while it is fine. */
    private failure: ToolCallParseError | undefined,
  ) {}

  /**
   * Starts a call to a declared tool (`tool-input-start`). `id` is the format's own call id,
   * kept when `ids` has not given it out yet; the id in use is noted in `ids` either way.
   */
  static start(
    context: SegmentContext,
    tool: RegisteredTool,
    delimiters: MarkerMatcher,
    ids?: UniqueIds,
    id?: string,
  ): JsonArgumentsCall {
    const writer = context.startCall(tool.name, ids?.claim(id));
    ids?.note(writer.id);
    return new JsonArgumentsCall(
      new JsonArgumentsReader(writer, tool.schema, delimiters, tool.name),
      undefined,
    );
  }

  /**
   * A call that fails with `error` whatever its arguments (its tool is not declared, its name is
   * missing): nothing is emitted, the arguments are only read to find where the call ends.
   */
  static failed(name: string, delimiters: MarkerMatcher, error: ToolCallParseError) {
    return new JsonArgumentsCall(
      new JsonArgumentsReader(undefined, undefined, delimiters, name),
      error,
    );
  }

  /**
   * The call of the tool `name`, as the model wrote it: {@link start}ed when the tool is declared,
   * else {@link failed} with the unknown-tool error.
   */
  static named(
    context: SegmentContext,
    name: string,
    delimiters: MarkerMatcher,
  ): JsonArgumentsCall {
    const tool = context.tools.lookup(name);
    return tool === undefined
      ? JsonArgumentsCall.failed(name, delimiters, unknownToolError(name, context.tools))
      : JsonArgumentsCall.start(context, tool, delimiters);
  }

  /** Why the call failed, once it has {@link end}ed with a failure; undefined otherwise. */
  get error(): ToolCallParseError | undefined {
    return this.failure;
  }

  /**
   * Reads `input` from index `from` (see {@link JsonArgumentsReader.feed}). When the value ended
   * there — complete, cut by a delimiter, or broken — the call is {@link end}ed too.
   */
  read(input: string, from: number): JsonArgumentsStep {
    const step = this.reader.feed(input, from);
    if (step.kind !== 'more' && step.kind !== 'hold') this.end();
    return step;
  }

  /** No more arguments come: ends the call (once), repairing unclosed braces where it can. */
  end(): ToolCallParseError | undefined {
    if (!this.ended) {
      this.ended = true;
      const error = this.reader.endCall();
      this.failure ??= error;
    }
    return this.failure;
  }

  /** The call's envelope broke before its arguments: aborts the call (once) with `error`. */
  fail(error: ToolCallParseError): void {
    if (this.ended) return;
    this.ended = true;
    this.reader.abort();
    this.failure ??= error;
  }

  /**
   * The output ended inside the arguments: ends the call and says where its text ends — at
   * `base`, before a held-back partial delimiter, when the call is complete; at `received`, taking
   * everything, when it failed.
   */
  endAtFinish(base: number, received: number): number {
    return this.end() === undefined ? base : received;
  }
}
