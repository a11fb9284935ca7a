import {
  JsonCallBlock,
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentParser,
  type ToolCallParseError,
} from '@tool/protocols';

/**
 * The answer to a forced tool choice: a bare JSON value, `{"name": …, "arguments": {…}}` or an
 * array of such objects. The segment starts at the value's first character (the marker `{` or
 * `[`) and ends with the value, so the call streams as its arguments arrive. Once the JSON breaks,
 * the rest of the answer is not searched for calls: it is released as text with the error.
 */
export class ToolChoiceSegment implements SegmentParser {
  private readonly block: JsonCallBlock;
  private state: 'value' | 'broken' = 'value';
  /** Segment position just after the last character received. */
  private received: number;

  constructor(private readonly context: SegmentContext) {
    // Positions count from the marker, which is the value's own first character.
    this.block = new JsonCallBlock(context, 0);
    this.block.push(context.marker);
    this.received = context.marker.length;
  }

  push(text: string): number {
    this.received += text.length;
    if (this.state === 'broken') return SEGMENT_CONTINUES;
    this.block.push(text);
    if (this.block.done) return this.settle();
    if (this.block.failed) this.state = 'broken';
    return SEGMENT_CONTINUES;
  }

  finish(): number | undefined {
    if (this.state === 'value') {
      this.block.close();
      if (this.block.done) return this.settle();
    }
    this.context.fail(this.received, this.block.error as ToolCallParseError);
    return undefined;
  }

  private settle(): number {
    const end = this.block.end;
    if (this.block.error !== undefined) this.context.fail(end, this.block.error);
    else this.context.commit(end);
    return end;
  }
}
