import { parse as parseJson } from '@tool/rjson';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { ArgumentObjectWriter } from '../json-calls/argument-object-writer';

/** How a parameter's text becomes its value. */
export type ParameterEncoding =
  /** Raw text (XML-like formats): a plain string streams, anything else is coerced by schema. */
  | 'raw'
  /** A JSON literal (DeepSeek DSML `string="false"`): parsed, then coerced by schema. */
  | 'json';

type Parameter =
  | { mode: 'stream'; name: string }
  | { mode: 'collect'; name: string; encoding: ParameterEncoding; parts: string[] }
  | { mode: 'skip' };

/**
 * One call of a format that names the tool in a tag and writes each parameter separately
 * (`<function=…><parameter=…>`, `<arg_key>`, `<invoke name=…>`). It starts the call as soon as
 * the name is read, streams plain string parameters as their text arrives, types the others by
 * the schema when they are complete, and records the first problem. A call with a problem (an
 * undeclared tool, a repeated parameter, broken syntax) keeps being read in the same way, without
 * writing, so that its segment ends where it would have ended; it is then reported and its text
 * released.
 */
export class TaggedCall {
  private readonly writer: ToolCallWriter | undefined;
  private readonly args: ArgumentObjectWriter | undefined;
  private readonly schema: unknown;
  private parameter: Parameter | undefined;
  private problem: ToolCallParseError | undefined;
  /** How many parameters were read to their end. */
  parameters = 0;

  constructor(
    context: SegmentContext,
    /** The tool name as written (already trimmed). */
    readonly toolName: string,
  ) {
    const tool = context.tools.lookup(toolName);
    if (tool === undefined) {
      this.problem =
        toolName.length === 0
          ? new ToolCallParseError({
              code: 'MISSING_TOOL_NAME',
              message: 'The tool call does not name a tool.',
            })
          : unknownToolError(toolName, context.tools);
      return;
    }
    this.schema = tool.schema;
    this.writer = context.startCall(tool.name);
    this.args = new ArgumentObjectWriter(this.writer, tool.schema);
    this.args.open();
  }

  /** The first problem found, if any: the call will not be executed. */
  get error(): ToolCallParseError | undefined {
    return this.problem;
  }

  /**
   * Whether `name` is a parameter the tool declares (any name when the tool declares none, or is
   * unknown). Used for structural look-ahead: a parameter tag with a declared name is taken as the
   * next parameter even when the previous one was not closed.
   */
  declares(name: string): boolean {
    if (this.args === undefined) return true;
    const properties = (this.schema as { properties?: unknown } | undefined)?.properties;
    const declaresAny =
      typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
    return !declaresAny || this.args.schemaOf(name) !== undefined;
  }

  /** A parameter begins; its text follows through {@link text}. */
  beginParameter(name: string, encoding: ParameterEncoding = 'raw'): void {
    const args = this.args;
    if (this.problem !== undefined || args === undefined) {
      this.parameter = { mode: 'skip' };
      return;
    }
    if (args.has(name)) {
      const streamable = args.isStreamable(name);
      this.fail(
        new ToolCallParseError({
          code: streamable ? 'DUPLICATE_STRING_TAG' : 'INVALID_ARGUMENTS',
          message: `The call to "${this.toolName}" writes the parameter "${name}" twice, so its value is unclear; the call is not executed.`,
          toolName: this.toolName,
        }),
      );
      this.parameter = { mode: 'skip' };
      return;
    }
    if (encoding === 'raw' && args.isStreamable(name)) {
      args.beginString(name);
      this.parameter = { mode: 'stream', name };
    } else {
      this.parameter = { mode: 'collect', name, encoding, parts: [] };
    }
  }

  /** More text of the current parameter. */
  text(text: string): void {
    const parameter = this.parameter;
    if (text.length === 0 || parameter === undefined || this.problem !== undefined) return;
    if (parameter.mode === 'stream') this.args?.appendString(text);
    else if (parameter.mode === 'collect') parameter.parts.push(text);
  }

  /** The current parameter's text is complete. */
  endParameter(): void {
    const parameter = this.parameter;
    this.parameter = undefined;
    if (parameter === undefined) return;
    this.parameters++;
    if (this.problem !== undefined || parameter.mode === 'skip') return;
    const args = this.args as ArgumentObjectWriter;
    if (parameter.mode === 'stream') {
      args.endString();
      return;
    }
    const text = parameter.parts.join('');
    args.value(parameter.name, parameter.encoding === 'json' ? jsonValue(text) : text);
  }

  /** Records a problem (the first one wins); the call is aborted and will be released as text. */
  fail(error: ToolCallParseError): void {
    if (this.problem !== undefined) return;
    this.problem = error;
    this.writer?.abort();
  }

  /** The call ended: emits the `tool-call`, or returns the problem that prevents it. */
  complete(): ToolCallParseError | undefined {
    if (this.problem !== undefined) {
      this.writer?.abort();
      return this.problem;
    }
    if (this.parameter !== undefined) this.endParameter();
    this.args?.close();
    this.writer?.end();
    return undefined;
  }
}

/** A JSON literal as written; text that is not JSON stays text (coercion decides). */
function jsonValue(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}
