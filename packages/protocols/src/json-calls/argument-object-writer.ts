import { coerceBySchema, getPropertySchema, isStreamableStringSchema } from '@tool/coercion';
import type { ToolCallWriter } from '../engine/segment';
import { reportArgumentMisfit } from './argument-misfit';
import { JsonStringEscaper } from './json-string-escaper';

/**
 * Writes a call's arguments object as JSON, one named argument at a time, for formats that
 * write each argument separately (XML tags, `<parameter=…>`, `<arg_key>`, …). A plain string
 * argument streams its text as it arrives; any other argument is written whole, coerced by its
 * schema, once its text is complete.
 */
export class ArgumentObjectWriter {
  private state: 'before' | 'open' | 'in-string' | 'closed' = 'before';
  private wrote = false;
  private escaper = new JsonStringEscaper();
  private readonly written = new Set<string>();

  constructor(
    private readonly call: ToolCallWriter,
    /** The tool's input schema. */
    private readonly schema: unknown,
  ) {}

  /** The schema of argument `name` (undefined when it is not declared). */
  schemaOf(name: string): unknown {
    return getPropertySchema(this.schema, name, this.schema);
  }

  /** Whether argument `name` is a plain string whose text can stream as it arrives. */
  isStreamable(name: string): boolean {
    return isStreamableStringSchema(this.schemaOf(name), this.schema);
  }

  /** Whether an argument of this name was already written (a repeated argument). */
  has(name: string): boolean {
    return this.written.has(name);
  }

  /** Starts a streaming string argument. */
  beginString(name: string): void {
    this.key(name);
    this.call.write('"');
    this.escaper = new JsonStringEscaper();
    this.state = 'in-string';
  }

  /** Appends text to the streaming string argument. */
  appendString(text: string): void {
    if (this.state === 'in-string') this.call.write(this.escaper.escape(text));
  }

  endString(): void {
    if (this.state !== 'in-string') return;
    this.call.write(`${this.escaper.flush()}"`);
    this.state = 'open';
  }

  /**
   * Writes a whole argument. A string is coerced by the argument's schema first; one that still
   * cannot fit (an object-typed argument whose JSON is broken) makes the call invalid.
   */
  value(name: string, value: unknown, { coerce = true }: { coerce?: boolean } = {}): void {
    let typed = value;
    if (coerce) {
      const schema = this.schemaOf(name);
      typed = coerceBySchema(value, schema);
      reportArgumentMisfit(this.call, name, typed, schema);
    }
    this.key(name);
    this.call.write(JSON.stringify(typed) ?? 'null');
  }

  /** Closes the object (`}`); call `this.call.end()` afterwards. */
  close(): void {
    if (this.state === 'closed') return;
    if (this.state === 'in-string') this.endString();
    if (this.state === 'before') this.call.write('{');
    this.call.write('}');
    this.state = 'closed';
  }

  /** Writes `{` now, so that `tool-input-delta`s begin before the first argument is complete. */
  open(): void {
    if (this.state !== 'before') return;
    this.call.write('{');
    this.state = 'open';
  }

  private key(name: string): void {
    this.open();
    if (this.state === 'in-string') this.endString();
    this.call.write(`${this.wrote ? ',' : ''}${JSON.stringify(name)}:`);
    this.wrote = true;
    this.written.add(name);
  }
}
