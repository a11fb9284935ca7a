import {
  createXmlStreamScanner,
  RXMLDuplicateStringTagError,
  type XmlScanEvent,
  type XmlStreamScanner,
} from '@tool/rxml';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext, ToolCallWriter } from '../engine/segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { ArgumentObjectWriter } from '../json-calls/argument-object-writer';

/** Attributes on a call's open tag are skipped; a tag longer than this is not a call. */
const MAX_OPEN_TAG = 512;

type State = 'open-tag' | 'self-closing' | 'body' | 'skip-to-end';

/**
 * One call written as an XML element named after the tool: `<get_weather><city>Seoul</city>
 * </get_weather>`. Arguments go through RXML's streaming scanner with the tool's schema: string
 * arguments stream as they arrive, other values are written once complete, typed by the schema.
 */
export class XmlCallSegment extends ScanSegment {
  private state: State;
  private readonly toolName: string;
  private writer: ToolCallWriter | undefined;
  private scanner: XmlStreamScanner | undefined;
  private args: ArgumentObjectWriter | undefined;
  private error: ToolCallParseError | undefined;
  /** The last characters received, to tell at the end whether the body stopped after a close tag. */
  private tail = '';
  /** Streaming string arguments whose open tag was read and whose close tag was not yet. */
  private readonly streamingOpen = new Set<string>();
  /** The last character of the open tag read so far: a `/` there makes a `>` self-closing. */
  private openTagLast = '';
  /** Segment position of the body's first character: the scanner's offset 0. */
  private bodyStart = 0;
  /** Segment position where the scanner found the call broken, when it says. */
  private failedAt: number | undefined;

  constructor(context: SegmentContext) {
    super(context);
    const marker = context.marker;
    const last = marker[marker.length - 1];
    this.toolName = marker.slice(
      1,
      last === '>' || last === '/' || /\s/.test(last ?? '') ? -1 : undefined,
    );
    this.openTagLast = last ?? '';
    if (last === '>') {
      this.state = 'body';
      this.bodyStart = marker.length;
      this.beginBody();
    } else {
      this.state = last === '/' ? 'self-closing' : 'open-tag';
    }
  }

  override push(text: string): number {
    this.tail = (this.tail + text).slice(-64);
    return super.push(text);
  }

  protected step(input: string, i: number): ScanStep {
    const base = this.base;
    switch (this.state) {
      case 'self-closing': {
        const j = skipSpaces(input, i);
        if (j === input.length) return this.next(j);
        if (input[j] !== '>') return this.rejectCall();
        this.beginBody();
        return this.end(this.endCall(base + j + 1));
      }
      case 'open-tag': {
        const close = input.indexOf('>', i);
        if (close === -1) {
          if (base + input.length - this.context.marker.length > MAX_OPEN_TAG) {
            return this.rejectCall();
          }
          this.openTagLast = input[input.length - 1] ?? this.openTagLast;
          return this.next(input.length);
        }
        this.beginBody();
        // The `/` may have come in an earlier chunk than the `>`.
        const beforeClose = close > i ? input[close - 1] : this.openTagLast;
        if (beforeClose === '/') return this.end(this.endCall(base + close + 1));
        this.state = 'body';
        this.bodyStart = base + close + 1;
        return this.next(close + 1);
      }
      case 'body': {
        const consumed = this.feedScanner(input.slice(i));
        if (this.error !== undefined) {
          // The call's end is looked for after the place it broke, not after whatever this
          // chunk began with, so where it ends does not depend on the chunking.
          if (this.failedAt === undefined) return this.next(i);
          return this.next(Math.min(input.length, Math.max(i, this.failedAt - base)));
        }
        if (consumed < input.length - i || (this.scanner as XmlStreamScanner).done) {
          return this.end(this.endCall(base + i + consumed));
        }
        return this.next(input.length);
      }
      case 'skip-to-end': {
        // After a failure, find where the call element ends so exactly its text is released.
        const closeTag = `</${this.toolName}>`;
        const found = input.indexOf(closeTag, i);
        if (found !== -1) {
          const at = base + found + closeTag.length;
          return this.failAndEnd(at, this.error as ToolCallParseError);
        }
        return this.hold(Math.max(i, input.length - closeTag.length + 1));
      }
    }
  }

  override finish(): number | undefined {
    const received = this.received;
    if (this.state === 'body' && this.error === undefined) {
      // The model stopped without the call's close tag. The call is complete only if the text
      // ended right after an argument's close tag; otherwise it was cut off mid-value.
      if (/(<\/[^<>]*>|\/>)\s*$/.test(this.tail)) {
        try {
          (this.scanner as XmlStreamScanner).end();
          if (this.error === undefined) return this.endCall(received);
        } catch (cause) {
          this.failWith(cause);
        }
      }
      this.error ??= new ToolCallParseError({
        code: 'UNTERMINATED_TOOL_CALL',
        message: `The output ended inside the call to "${this.toolName}" before </${this.toolName}>.`,
        toolName: this.toolName,
      });
    }
    this.writer?.abort();
    this.context.fail(
      received,
      this.error ??
        new ToolCallParseError({
          code: 'UNTERMINATED_TOOL_CALL',
          message: `The output ended inside the open tag of "${this.toolName}".`,
          toolName: this.toolName,
        }),
    );
    return undefined;
  }

  private beginBody(): void {
    const tool = this.context.tools.get(this.toolName);
    if (tool === undefined) return;
    this.writer = this.context.startCall(tool.name);
    this.args = new ArgumentObjectWriter(this.writer, tool.schema);
    this.args.open();
    try {
      this.scanner = createXmlStreamScanner({
        schema: tool.schema,
        rootTag: this.toolName,
        onEvent: (event) => this.onEvent(event),
      });
    } catch (cause) {
      this.failWith(cause);
    }
  }

  private feedScanner(text: string): number {
    try {
      return (this.scanner as XmlStreamScanner).push(text);
    } catch (cause) {
      this.failWith(cause);
      return text.length;
    }
  }

  private onEvent(event: XmlScanEvent): void {
    const args = this.args as ArgumentObjectWriter;
    switch (event.type) {
      case 'property-start':
        if (!event.streaming) return;
        this.streamingOpen.add(event.name);
        args.beginString(event.name);
        return;
      case 'property-text':
        args.appendString(event.text);
        return;
      case 'property-end':
        // RXML already typed the value by the argument's schema.
        if (this.streamingOpen.delete(event.name)) args.endString();
        else args.value(event.name, event.value, { coerce: false });
        return;
      case 'end':
        return;
    }
  }

  private endCall(at: number): number {
    if (this.error !== undefined) {
      this.writer?.abort();
      this.context.fail(at, this.error);
      return at;
    }
    this.args?.close();
    this.writer?.end();
    this.context.commit(at);
    return at;
  }

  private rejectCall(): ScanStep {
    this.writer?.abort();
    return this.reject();
  }

  private failWith(cause: unknown): void {
    this.writer?.abort();
    const duplicate = RXMLDuplicateStringTagError.isInstance(cause);
    this.error = new ToolCallParseError({
      code: duplicate ? 'DUPLICATE_STRING_TAG' : 'INVALID_XML',
      message: duplicate
        ? `The call to "${this.toolName}" writes the string parameter <${(cause as RXMLDuplicateStringTagError).tagName}> twice, so its value is unclear; the call is not executed.`
        : `The XML of the call to "${this.toolName}" could not be read: ${(cause as Error).message}`,
      toolName: this.toolName,
      cause,
    });
    const at =
      typeof cause === 'object' && cause !== null
        ? (cause as { position?: unknown }).position
        : undefined;
    this.failedAt = typeof at === 'number' ? this.bodyStart + at : undefined;
    this.state = 'skip-to-end';
  }
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  while (
    i < text.length &&
    (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')
  )
    i++;
  return i;
}
