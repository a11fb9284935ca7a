import type { RJSONEvent } from '@tool/rjson';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentEmitter } from '../json-calls/json-argument-emitter';

const OBJECT_START: RJSONEvent = { type: 'object-start' };
const OBJECT_END: RJSONEvent = { type: 'object-end' };

/**
 * One call of a pythonic list, `name(key=value, …)`, turned into a stream of JSON arguments:
 * each keyword becomes a key and its value's events follow, so {@link JsonArgumentEmitter}
 * types the arguments by the tool's schema and streams plain strings as they arrive. A call to
 * an undeclared tool is still read to its `)` (to know where it ends) but never started.
 */
export class PythonCall {
  private readonly writer: ToolCallWriter | undefined;
  private readonly emitter: JsonArgumentEmitter | undefined;
  private readonly keywords = new Set<string>();
  /** Why the call cannot be executed; undefined while it is fine. */
  error: ToolCallParseError | undefined;

  constructor(
    context: SegmentContext,
    readonly toolName: string,
  ) {
    const tool = context.tools.lookup(toolName);
    if (tool === undefined) {
      this.error = unknownToolError(toolName, context.tools);
      return;
    }
    this.writer = context.startCall(tool.name);
    this.emitter = new JsonArgumentEmitter(this.writer.write, tool.schema, this.writer);
    this.emitter.event(OBJECT_START);
  }

  /** A keyword argument begins. Python forbids repeating one, and its meaning would be unclear. */
  keyword(name: string): void {
    if (this.keywords.has(name)) {
      this.fail(
        new ToolCallParseError({
          code: 'INVALID_ARGUMENTS',
          message: `The call to "${this.toolName}" repeats the keyword argument "${name}".`,
          toolName: this.toolName,
        }),
      );
      return;
    }
    this.keywords.add(name);
    if (this.error === undefined) this.emitter?.event({ type: 'key', key: name });
  }

  /**
   * An event of the current keyword's value. A non-finite number (`1e999`, `Infinity`, `NaN`) has
   * no JSON form: rather than a silent `null`, the call fails, so the model is told.
   */
  event(event: RJSONEvent): void {
    if (this.error !== undefined) return;
    if (
      event.type === 'primitive' &&
      typeof event.value === 'number' &&
      !Number.isFinite(event.value)
    ) {
      this.fail(
        new ToolCallParseError({
          code: 'INVALID_ARGUMENTS',
          message: `The call to "${this.toolName}" has a number that is not finite (${event.value}); write a finite number.`,
          toolName: this.toolName,
        }),
      );
      return;
    }
    this.emitter?.event(event);
  }

  /** The call cannot complete: it is aborted (`tool-input-end` without a `tool-call`). */
  fail(error: ToolCallParseError): void {
    this.error ??= error;
    this.writer?.abort();
  }

  /** The `)` was read: the call ends, or the reason it cannot run is returned. */
  close(): ToolCallParseError | undefined {
    if (this.error !== undefined) {
      this.writer?.abort();
      return this.error;
    }
    const emitter = this.emitter as JsonArgumentEmitter;
    emitter.event(OBJECT_END);
    if (emitter.done) {
      this.writer?.end();
      return undefined;
    }
    this.fail(
      new ToolCallParseError({
        code: 'INVALID_ARGUMENTS',
        message: `The arguments of the call to "${this.toolName}" do not form an object.`,
        toolName: this.toolName,
      }),
    );
    return this.error;
  }
}
