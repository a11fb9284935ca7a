import { createPushParser, type PushParser } from '@tool/rjson';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentEmitter } from '../json-calls/json-argument-emitter';
import { MAX_JSON_DEPTH } from '../json-calls/max-json-depth';

/**
 * One DeepSeek V3/V3.1 call whose name is known and whose arguments are a JSON object read by
 * RJSON's push parser and streamed, typed by the schema, through {@link JsonArgumentEmitter}. An
 * undeclared tool's arguments are read all the same (so the call ends where it should), without
 * writing. The first problem is kept; the call then ends without a `tool-call`.
 */
export class DeepseekJsonCall {
  private readonly writer: ToolCallWriter | undefined;
  private readonly parser: PushParser;
  private readonly emitter: JsonArgumentEmitter;
  private problem: ToolCallParseError | undefined;
  private state: 'reading' | 'broken' = 'reading';

  constructor(
    context: SegmentContext,
    readonly toolName: string,
  ) {
    const tool = context.tools.lookup(toolName);
    let write: (json: string) => void = () => {};
    if (tool === undefined) {
      this.problem =
        toolName.length === 0
          ? new ToolCallParseError({
              code: 'MISSING_TOOL_NAME',
              message: 'The DeepSeek tool call does not name a tool.',
            })
          : unknownToolError(toolName, context.tools);
    } else {
      const writer = context.startCall(tool.name);
      this.writer = writer;
      write = (json) => writer.write(json);
    }
    const emitter = new JsonArgumentEmitter(write, tool?.schema, this.writer);
    this.emitter = emitter;
    this.parser = createPushParser({
      maxDepth: MAX_JSON_DEPTH,
      onEvent: (event) => emitter.event(event),
    });
  }

  /** The first problem found, if any. */
  get error(): ToolCallParseError | undefined {
    return this.problem;
  }

  /** The JSON could not be read (the call's text runs to its end token and is released). */
  get failed(): boolean {
    return this.state === 'broken';
  }

  /** The JSON value is complete. */
  get done(): boolean {
    return this.parser.done;
  }

  /** Inside a JSON string: a token found in the raw text is content. */
  get inString(): boolean {
    return this.parser.inString;
  }

  /** Feeds JSON text; returns how much was consumed (less once the value is complete). */
  push(text: string): number {
    try {
      return this.parser.push(text);
    } catch (cause) {
      this.jsonProblem(cause);
      return text.length;
    }
  }

  /** No more JSON: closes what can be closed (unclosed braces after a value), or fails. */
  close(): void {
    try {
      this.parser.end();
    } catch (cause) {
      this.jsonProblem(cause);
    }
  }

  /** Ends the call: the `tool-call`, or the problem that prevents it. */
  complete(): ToolCallParseError | undefined {
    if (this.problem === undefined && !this.emitter.done) {
      this.problem = new ToolCallParseError({
        code: 'INVALID_ARGUMENTS',
        message: `The arguments of the call to "${this.toolName}" are not a JSON object.`,
        toolName: this.toolName,
      });
    }
    if (this.problem !== undefined) {
      this.writer?.abort();
      return this.problem;
    }
    this.writer?.end();
    return undefined;
  }

  /** The call cannot complete (cut off): closes a started call without a `tool-call`. */
  abort(): void {
    this.writer?.abort();
  }

  private jsonProblem(cause: unknown): void {
    this.state = 'broken';
    const code = (cause as { code?: unknown }).code;
    const truncated = code === 'UNEXPECTED_END' || code === 'UNTERMINATED_STRING';
    this.problem ??= new ToolCallParseError({
      code: truncated ? 'UNTERMINATED_TOOL_CALL' : 'INVALID_JSON',
      message: `The arguments of the call to "${this.toolName}" are not ${truncated ? 'complete' : 'valid'} JSON: ${(cause as Error).message}`,
      toolName: this.toolName,
      cause,
    });
    this.writer?.abort();
  }
}
