import { createTreeBuilder } from './create-tree-builder';
import { resolveRootSchema } from './resolve-root-schema';
import { RXMLParseError } from './rxml-parse-error';
import type { RXMLParseOptions } from './rxml-parse-options';
import type { TreeBuilder } from './tree-builder';
import { XmlLexer } from './xml-lexer';
import type { XmlScanEvent } from './xml-scan-event';

/** Options of {@link createXmlStreamScanner}. */
export interface XmlStreamScannerOptions extends RXMLParseOptions {
  /** The tool's input schema (an object schema; may be a `{ jsonSchema }` wrapper). */
  schema: unknown;
  /**
   * When set, the input is what follows `<rootTag>`; the scanner stops right after the matching
   * `</rootTag>` (also `</ rootTag>`, `</rootTag >`). That close tag also ends a string argument
   * that is still open (a model that forgot `</content>`), except inside CDATA.
   */
  rootTag?: string;
  /** Receives the events, synchronously, from `push` and `end`. */
  onEvent: (event: XmlScanEvent) => void;
}

/** An incremental reader of a tool call's XML arguments. */
export interface XmlStreamScanner {
  /**
   * Reads the next chunk.
   *
   * @returns characters consumed: `chunk.length`, except once the root close tag has been
   *   consumed: then the index just after it (the rest is not part of the call), and 0 for any
   *   later chunk
   * @throws RXMLDuplicateStringTagError, RXMLParseError (`MAX_DEPTH`; `SCANNER_ENDED` after
   *   `end()`), RXMLCoercionError
   */
  push(chunk: string): number;
  /**
   * End of input: closes whatever is still open, emits the remaining `property-end` events and
   * `end`. Does nothing once the root close tag has been read.
   */
  end(): void;
  /** True once the root close tag has been read or `end()` was called. */
  readonly done: boolean;
}

/**
 * Creates a streaming scanner for one tool call's arguments. For any input and any way of
 * cutting it into chunks, the `end` event's value deep-equals `parse(inner, schema)`, and each
 * streaming argument's `property-text` pieces concatenate to its value.
 *
 * @param options - schema, optional root tag, event callback and the `parse` options
 * @throws RXMLCoercionError (`SCHEMA_NOT_OBJECT`) when the schema is not an object schema
 */
export function createXmlStreamScanner(options: XmlStreamScannerOptions): XmlStreamScanner {
  return new StreamScanner(options);
}

class StreamScanner implements XmlStreamScanner {
  private readonly builder: TreeBuilder;
  private readonly lexer: XmlLexer;
  private ended = false;
  private failure: unknown;

  constructor(options: XmlStreamScannerOptions) {
    this.builder = createTreeBuilder(
      resolveRootSchema(options.schema),
      options,
      options.rootTag,
      options.onEvent,
    );
    this.lexer = new XmlLexer(this.builder, options.rootTag);
  }

  get done(): boolean {
    return this.ended || this.lexer.stopped;
  }

  push(chunk: string): number {
    if (this.failure !== undefined) throw this.failure;
    if (this.ended) {
      throw new RXMLParseError(
        'SCANNER_ENDED',
        'Expected no more input after end() was called on this scanner',
      );
    }
    if (this.lexer.stopped) return 0;
    try {
      return this.lexer.write(chunk);
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }

  end(): void {
    if (this.failure !== undefined) throw this.failure;
    if (this.ended || this.lexer.stopped) return;
    this.ended = true;
    try {
      this.lexer.end();
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }
}
