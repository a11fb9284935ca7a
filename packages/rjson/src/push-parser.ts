import { checkMaxDepth } from './max-depth';
import { ParserCore, type ValueSink } from './parser-core';
import type { PushParser, PushParserOptions, RJSONEvent } from './types';

// Events without data are shared, frozen objects: nothing to allocate per event.
const OBJECT_START: RJSONEvent = Object.freeze({ type: 'object-start' });
const OBJECT_END: RJSONEvent = Object.freeze({ type: 'object-end' });
const ARRAY_START: RJSONEvent = Object.freeze({ type: 'array-start' });
const ARRAY_END: RJSONEvent = Object.freeze({ type: 'array-end' });
const STRING_START: RJSONEvent = Object.freeze({ type: 'string-start' });
const STRING_END: RJSONEvent = Object.freeze({ type: 'string-end' });
const END: RJSONEvent = Object.freeze({ type: 'end' });

/** Turns the core's structure into `RJSONEvent`s. */
class EventSink implements ValueSink {
  constructor(private readonly emit: (event: RJSONEvent) => void) {}

  objectStart(): void {
    this.emit(OBJECT_START);
  }

  objectEnd(): void {
    this.emit(OBJECT_END);
  }

  arrayStart(): void {
    this.emit(ARRAY_START);
  }

  arrayEnd(): void {
    this.emit(ARRAY_END);
  }

  key(key: string): void {
    this.emit({ type: 'key', key });
  }

  string(value: string): void {
    this.emit(STRING_START);
    if (value.length > 0) this.emit({ type: 'string-chunk', text: value });
    this.emit(STRING_END);
  }

  stringStart(): void {
    this.emit(STRING_START);
  }

  stringChunk(text: string): void {
    this.emit({ type: 'string-chunk', text });
  }

  stringEnd(): void {
    this.emit(STRING_END);
  }

  primitive(value: number | boolean | null): void {
    this.emit({ type: 'primitive', value });
  }

  end(): void {
    this.emit(END);
  }
}

class RJSONPushParser implements PushParser {
  private readonly core: ParserCore;
  private failure: { error: unknown } | undefined;

  constructor(options: PushParserOptions) {
    this.core = new ParserCore(new EventSink(options.onEvent), {
      maxDepth: checkMaxDepth(options.maxDepth),
      onRepair: options.onRepair,
      trailing: 'stop',
    });
  }

  get done(): boolean {
    return this.core.done;
  }

  get inString(): boolean {
    return this.core.inString;
  }

  get depth(): number {
    return this.core.depth;
  }

  get position(): number {
    return this.core.eventPosition;
  }

  push(chunk: string): number {
    if (typeof chunk !== 'string') {
      throw new TypeError(`push expects a string chunk, got ${typeof chunk}`);
    }
    if (this.failure !== undefined) throw this.failure.error;
    if (this.core.done) return 0;
    try {
      const stop = this.core.run(chunk, 0, chunk.length);
      this.core.advance(stop);
      return stop;
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  end(): void {
    if (this.failure !== undefined) throw this.failure.error;
    if (this.core.done) return;
    try {
      this.core.finish(this.core.position);
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }
}

/**
 * Creates an incremental parser for the same language as `parse` (without the Markdown fence,
 * which is framing). Feed text with `push` as it arrives; events are emitted as soon as they are
 * certain: keys whole, string values in pieces, numbers once a delimiter follows. Total work is
 * linear in the input whatever the chunking.
 *
 * @param options `onEvent` receives the events; `maxDepth` and `onRepair` as for `parse`.
 */
export function createPushParser(options: PushParserOptions): PushParser {
  return new RJSONPushParser(options);
}
