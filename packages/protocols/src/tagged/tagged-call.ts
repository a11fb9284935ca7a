import { hasNonFiniteNumber } from '@tool/coercion';
import { parse as parseJson } from '@tool/rjson';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { nonFiniteNumberError } from '../errors/non-finite-number-error';
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
  /** A first `arguments`/`input` object the schema does not declare, until it is known alone. */
  private wrapped: { name: string; value: unknown } | undefined;

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
    this.flushWrapped();
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
    const value = parameter.encoding === 'json' ? jsonValue(text) : text;
    if (this.refuseNonFinite(value, parameter.name)) return;
    // `string="false">null` where the schema wants a string is the text the model wrote.
    const typed =
      value === null && isStringOnly(args.schemaOf(parameter.name)) ? text.trim() : value;
    if (this.parameters === 1 && WRAPPERS.has(parameter.name) && !this.declares(parameter.name)) {
      const object = parameter.encoding === 'json' ? typed : jsonValue(text);
      if (isPlainObject(object)) {
        if (this.refuseNonFinite(object, parameter.name)) return;
        this.wrapped = { name: parameter.name, value: object };
        return;
      }
    }
    args.value(parameter.name, typed);
  }

  /**
   * The call's arguments written as one JSON object where parameters belong (a DeepSeek DSML
   * invoke whose body is `{"city": "Oslo"}`): each member is an argument.
   */
  object(value: Record<string, unknown>): void {
    if (this.refuseNonFinite(value, undefined)) return;
    for (const [name, member] of Object.entries(value)) {
      this.beginParameter(name, 'json');
      if (this.parameter?.mode === 'collect') this.parameter.parts.push(JSON.stringify(member));
      this.endParameter();
    }
  }

  /**
   * A lone `arguments` or `input` parameter holding an object, where the schema has no such
   * property, wraps the arguments: it is unwrapped. With another parameter it is an argument.
   */
  private flushWrapped(unwrap = false): void {
    const wrapped = this.wrapped;
    this.wrapped = undefined;
    if (wrapped === undefined || this.problem !== undefined) return;
    if (!unwrap) this.args?.value(wrapped.name, wrapped.value);
    else this.object(wrapped.value as Record<string, unknown>);
  }

  /**
   * A value parsed from JSON holds a number JSON cannot carry (`1e999` reads as Infinity, which
   * would be written as `null`): the call fails and the model is told why.
   */
  private refuseNonFinite(value: unknown, argument: string | undefined): boolean {
    if (!hasNonFiniteNumber(value)) return false;
    this.fail(nonFiniteNumberError(this.toolName, argument));
    return true;
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
    this.flushWrapped(true);
    this.args?.close();
    this.writer?.end();
    return undefined;
  }
}

/** Parameter names models wrap all the arguments in. */
const WRAPPERS = new Set(['arguments', 'input']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema that takes a string and not `null`. */
function isStringOnly(schema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return (
    type === 'string' || (Array.isArray(type) && type.includes('string') && !type.includes('null'))
  );
}

/** A JSON literal as written; text that is not JSON stays text (coercion decides). */
function jsonValue(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return text;
  }
}
