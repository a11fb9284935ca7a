import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { Hy3Segment } from './hy3-segment';
import { HY3_MAX_SUFFIX, hy3Tags } from './hy3-tags';

/** The markers of the suffixed vocabularies: the tag name and its `:`, the suffix follows. */
export const HY3_SUFFIXED_SECTION_OPEN = '<tool_calls:';
export const HY3_SUFFIXED_CALL_OPEN = '<tool_call:';

type State = { kind: 'suffix' } | { kind: 'calls'; reader: SegmentParser };

/**
 * Hy v4's suffixed vocabulary (`<tool_calls:opensource>`, `<arg_key:opensource>`, …): the suffix
 * differs per checkpoint, so it is read from the opening tag and the calls are read by a
 * {@link Hy3Segment} in that vocabulary — as vLLM learns it from the tokenizer. The reader's
 * marker is the whole opening tag, so its positions are this segment's.
 */
export class Hy3SuffixedSegment extends ScanSegment {
  private state: State = { kind: 'suffix' };

  constructor(
    context: SegmentContext,
    /** Opened by `<tool_call:…>` without the section. */
    private readonly bare: boolean,
  ) {
    super(context);
  }

  protected step(text: string, i: number, eof: boolean): ScanStep {
    if (this.state.kind === 'suffix') return this.suffix(text, i, eof);
    return this.forward(this.state.reader, text, i, eof);
  }

  /** All text since the marker is held until the `>` that ends the suffix. */
  private suffix(text: string, i: number, eof: boolean): ScanStep {
    const gt = text.indexOf('>', i);
    const word = gt === -1 ? text.slice(i) : text.slice(i, gt);
    if (gt === -1 && !eof && word.length <= HY3_MAX_SUFFIX && !/[\s<]/.test(word)) {
      return this.hold(i);
    }
    // Not a suffixed tag after all (`<tool_call: see below>` in prose): the marker is text.
    if (gt === -1 || word.length === 0 || word.length > HY3_MAX_SUFFIX || /[\s<]/.test(word)) {
      return this.reject();
    }
    const marker = `${this.context.marker}${word}>`;
    const reader = new Hy3Segment(withMarker(this.context, marker), this.bare, hy3Tags(`:${word}`));
    this.state = { kind: 'calls', reader };
    return this.forward(reader, text, gt + 1, eof);
  }

  private forward(reader: SegmentParser, text: string, i: number, eof: boolean): ScanStep {
    if (i < text.length) {
      const end = reader.push(text.slice(i));
      if (end !== SEGMENT_CONTINUES) return this.end(end);
    }
    if (!eof) return this.next(text.length);
    return this.end(reader.finish() ?? this.base + text.length);
  }
}

/** `context` with another marker: the reader sees the whole opening tag as its marker. */
function withMarker(context: SegmentContext, marker: string): SegmentContext {
  return {
    marker,
    get atOutputStart() {
      return context.atOutputStart;
    },
    get tools() {
      return context.tools;
    },
    get options() {
      return context.options;
    },
    startCall: (toolName, id) => context.startCall(toolName, id),
    text: (text) => context.text(text),
    reasoning: (text) => context.reasoning(text),
    commit: (position) => context.commit(position),
    pass: (position) => context.pass(position),
    fail: (position, error) => context.fail(position, error),
    warn: (error) => context.warn(error),
    reject: () => context.reject(),
  };
}
