import {
  coerceBySchema,
  getItemSchema,
  getPropertySchema,
  isStreamableStringSchema,
} from '@tool/coercion';
import type { RJSONEvent } from '@tool/rjson';
import type { ToolCallWriter } from '../engine/segment';
import { nonFiniteNumberError } from '../errors/non-finite-number-error';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { reportArgumentMisfit } from './argument-misfit';
import { JsonStringEscaper } from './json-string-escaper';
import { schemaShape } from './schema-shape';
import { ValueBuilder } from './value-builder';

type Frame =
  | { kind: 'object'; schema: unknown; first: boolean; nextSchema: unknown }
  | { kind: 'array'; schema: unknown; first: boolean; index: number }
  | { kind: 'string'; escaper: JsonStringEscaper }
  | { kind: 'buffer'; schema: unknown; builder: ValueBuilder };

/**
 * Turns the push-parser events of one arguments value into canonical JSON text, typed by the
 * tool's schema, written as the value arrives.
 *
 * A value is streamed only where streaming cannot write something that coercion would later
 * change: an object under an object schema, an array under a plain `items` schema, a string under
 * a plain string schema. Every other value (numbers, enums, unions, a string where an object is
 * expected, anything without a schema) is collected whole, coerced with `coerceBySchema`, and
 * written in one piece. So the JSON written is exactly `JSON.stringify(coerceBySchema(value))`.
 *
 * A number JSON cannot carry (`1e999` and `-1e400` read as ±Infinity, JSON5's `NaN`) stops the
 * arguments: written out it would become `null`, a value the model never meant, so the call is
 * botched instead and {@link notWrittenError} tells the model why.
 */
export class JsonArgumentEmitter {
  private readonly stack: Frame[] = [];
  private state: 'waiting' | 'writing' | 'done' | 'invalid' | 'non-finite' = 'waiting';
  /** The top-level argument being written, for a message about it. */
  private argument: string | undefined;
  /** In state `non-finite`: the number read and the top-level argument it was in. */
  private nonFinite: { value: number; argument: string | undefined } | undefined;

  constructor(
    private readonly write: (json: string) => void,
    private readonly schema: unknown,
    /** Told when an argument cannot fit its schema (see `reportArgumentMisfit`). */
    private readonly call?: Pick<ToolCallWriter, 'toolName' | 'invalid'>,
  ) {}

  /** The arguments value is complete and was written. */
  get done(): boolean {
    return this.state === 'done';
  }

  /** The arguments were not an object (after coercion); nothing was written. */
  get invalid(): boolean {
    return this.state === 'invalid';
  }

  /**
   * Why the arguments were not written, for a value that ended without {@link done}: a number
   * JSON cannot carry (`INVALID_JSON`), or a value that is not an object (`INVALID_ARGUMENTS`).
   */
  notWrittenError(toolName: string): ToolCallParseError {
    if (this.nonFinite !== undefined) {
      return nonFiniteNumberError(toolName, this.nonFinite.argument, this.nonFinite.value);
    }
    return new ToolCallParseError({
      code: 'INVALID_ARGUMENTS',
      message: `The arguments of the call to "${toolName}" are not a JSON object.`,
      toolName,
    });
  }

  event(event: RJSONEvent): void {
    if (this.state !== 'waiting' && this.state !== 'writing') return;
    if (event.type === 'end') return;
    if (
      event.type === 'primitive' &&
      typeof event.value === 'number' &&
      !Number.isFinite(event.value)
    ) {
      this.state = 'non-finite';
      this.nonFinite = {
        value: event.value,
        argument: this.stack.length === 0 ? undefined : this.argument,
      };
      return;
    }
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === 'buffer') {
      top.builder.event(event);
      if (top.builder.complete) {
        this.stack.pop();
        this.writeBuffered(top.builder.value, top.schema);
      }
      return;
    }
    switch (event.type) {
      case 'key':
        if (top?.kind === 'object') {
          this.write(`${top.first ? '' : ','}${JSON.stringify(event.key)}:`);
          top.first = false;
          top.nextSchema = getPropertySchema(top.schema, event.key, this.schema);
          if (this.stack.length === 1) this.argument = event.key;
        }
        return;
      case 'object-end':
      case 'array-end':
        this.stack.pop();
        this.write(event.type === 'object-end' ? '}' : ']');
        this.afterValue();
        return;
      case 'string-chunk':
        if (top?.kind === 'string') this.write(top.escaper.escape(event.text));
        return;
      case 'string-end':
        if (top?.kind === 'string') {
          this.stack.pop();
          this.write(`${top.escaper.flush()}"`);
          this.afterValue();
        }
        return;
      default:
        this.beginValue(event, top);
    }
  }

  /**
   * Writes `{}` for arguments that were absent or `null` (a call with no parameters).
   * Returns false when a value was already started.
   */
  writeEmpty(): boolean {
    if (this.state !== 'waiting') return false;
    this.write('{}');
    this.state = 'done';
    return true;
  }

  private beginValue(event: RJSONEvent, parent: Frame | undefined): void {
    let schema: unknown = this.schema;
    if (parent?.kind === 'object') schema = parent.nextSchema;
    else if (parent?.kind === 'array') {
      schema = getItemSchema(parent.schema, parent.index, this.schema);
      if (!parent.first) this.write(',');
      parent.first = false;
      parent.index++;
    }
    const shape = schemaShape(schema, this.schema);
    if (parent === undefined) {
      // The root must be an object; `null` means no arguments.
      if (event.type === 'primitive' && event.value === null) {
        this.writeEmpty();
        return;
      }
      this.state = 'writing';
      if (event.type !== 'object-start' || shape !== 'object') {
        this.buffer(event, schema);
        return;
      }
    }
    if (event.type === 'object-start' && shape === 'object') {
      this.write('{');
      this.stack.push({ kind: 'object', schema, first: true, nextSchema: undefined });
    } else if (event.type === 'array-start' && shape === 'array') {
      this.write('[');
      this.stack.push({ kind: 'array', schema, first: true, index: 0 });
    } else if (event.type === 'string-start' && isStreamableStringSchema(schema, this.schema)) {
      this.write('"');
      this.stack.push({ kind: 'string', escaper: new JsonStringEscaper() });
    } else {
      this.buffer(event, schema);
    }
  }

  private buffer(event: RJSONEvent, schema: unknown): void {
    const builder = new ValueBuilder();
    builder.event(event);
    if (builder.complete) this.writeBuffered(builder.value, schema);
    else this.stack.push({ kind: 'buffer', schema, builder });
  }

  private writeBuffered(value: unknown, schema: unknown): void {
    const coerced = coerceBySchema(value, schema);
    if (this.stack.length === 0) {
      // Root value collected whole (for example arguments written as a JSON-encoded string).
      if (coerced === null || coerced === undefined) {
        this.write('{}');
      } else if (typeof coerced !== 'object' || Array.isArray(coerced)) {
        this.state = 'invalid';
        return;
      } else {
        this.write(JSON.stringify(coerced));
      }
      this.state = 'done';
      return;
    }
    if (this.call !== undefined) {
      reportArgumentMisfit(
        this.call,
        this.stack.length === 1 ? this.argument : undefined,
        coerced,
        schema,
      );
    }
    this.write(JSON.stringify(coerced) ?? 'null');
    this.afterValue();
  }

  private afterValue(): void {
    if (this.stack.length === 0) this.state = 'done';
  }
}
