import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';

/**
 * `all\n` at the very start of a Functionary v3.2 answer: the chat template ends the prompt with
 * `>>>`, so a text answer begins with the rest of its recipient line, which is structure, not
 * text. Anywhere else `all\n` is a word at the end of a line: the marker is given up.
 */
export class PromptedRecipientSegment implements SegmentParser {
  constructor(private readonly context: SegmentContext) {}

  push(_text: string): number {
    if (this.context.atOutputStart !== true) {
      this.context.reject();
      return SEGMENT_CONTINUES;
    }
    return this.takeRecipient();
  }

  finish(): number | undefined {
    // Not at the start, the marker's first character is text and the rest is scanned again.
    return this.context.atOutputStart === true ? this.takeRecipient() : 1;
  }

  private takeRecipient(): number {
    const end = this.context.marker.length;
    this.context.commit(end);
    return end;
  }
}
