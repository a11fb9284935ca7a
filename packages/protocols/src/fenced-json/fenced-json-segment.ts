import { contextView } from '../engine/context-view';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext } from '../engine/segment';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import { JsonCallProbe } from '../json-calls/json-call-probe';

/** Opens and closes a Markdown code block. */
export const FENCE = '```';
/** Info strings of a fence that may hold a call (trimmed, lower-cased). */
const LABELS = new Set(['', 'json', 'tool_call']);
/** The longest info string looked at: `tool_call` with some spaces around it. */
const MAX_INFO = 16;
/** Whitespace looked across between the info line and the call object. */
const MAX_SPACE = 64;
const ARGUMENT_KEYS = ['arguments', 'parameters'];

type State = 'info' | 'space' | 'probe' | 'call';

/**
 * A Markdown code block that holds a JSON call: ```` ```json ````, ```` ``` ```` or
 * ```` ```tool_call ```` on its own line, then `{"name": …, "arguments": {…}}` (or `parameters`),
 * then ```` ``` ````. Every other fence — another language, a JSON value that is not a call, a
 * fence in running text — stays text without a report, decided within a bounded look-ahead: the info
 * line (16 characters), whitespace (64), then {@link JsonCallProbe} on the object. Once the probe
 * has seen a call, the text it read is replayed into a {@link JsonBlockSegment}, which streams the
 * arguments and reads the closing fence (a fence inside a JSON string is content) and then reads
 * the rest of the segment.
 */
export class FencedJsonSegment extends ScanSegment {
  private state: State = 'info';
  /** What precedes the call object: the fence, its info line, whitespace. */
  private prefix: string;
  private info = '';
  private spaces = 0;
  private readonly probe: JsonCallProbe;
  private block: JsonBlockSegment | undefined;

  constructor(
    context: SegmentContext,
    /** Characters the probe may read before an undecided object is given up. */
    probeLimit: number,
  ) {
    super(context);
    this.prefix = context.marker;
    this.probe = new JsonCallProbe(context.tools, ARGUMENT_KEYS, probeLimit);
  }

  override push(text: string): number {
    return this.block === undefined ? super.push(text) : this.block.push(text);
  }

  override finish(): number | undefined {
    switch (this.state) {
      case 'info':
      case 'space':
        return FENCE.length;
      case 'probe': {
        if (this.probe.finish() === 'not-a-call') return FENCE.length;
        const end = this.startBlock();
        return end !== SEGMENT_CONTINUES ? end : this.block?.finish();
      }
      case 'call':
        return this.block?.finish();
    }
  }

  protected step(text: string, i: number): ScanStep {
    switch (this.state) {
      case 'info':
        return this.readInfo(text, i);
      case 'space':
        return this.readSpace(text, i);
      case 'probe':
        return this.readProbe(text, i);
      case 'call': {
        // The block took over mid-text: it reads the rest of this piece.
        const end = (this.block as JsonBlockSegment).push(text.slice(i));
        return end === SEGMENT_CONTINUES ? this.next(text.length) : this.end(end);
      }
    }
  }

  /** The rest of the fence's line: `json`, `tool_call` or nothing. */
  private readInfo(text: string, from: number): ScanStep {
    for (let i = from; i < text.length; i++) {
      const c = text[i] as string;
      this.prefix += c;
      if (c === '\n') {
        if (!LABELS.has(this.info.trim().toLowerCase())) return this.notACall();
        this.state = 'space';
        return this.next(i + 1);
      }
      if (this.prefix.length - FENCE.length > MAX_INFO) return this.notACall();
      // A longer fence (````json) opens a block too.
      if (c !== '`' || this.info.length > 0) this.info += c;
    }
    return this.next(text.length);
  }

  /** Whitespace up to the `{` of the call object. */
  private readSpace(text: string, from: number): ScanStep {
    for (let i = from; i < text.length; i++) {
      const c = text[i] as string;
      if (c === '{') {
        this.state = 'probe';
        return this.next(i);
      }
      if (!isSpace(c) || ++this.spaces > MAX_SPACE) return this.notACall();
      this.prefix += c;
    }
    return this.next(text.length);
  }

  private readProbe(text: string, from: number): ScanStep {
    const taken = this.probe.push(text.slice(from, from + this.probe.remaining));
    if (this.probe.verdict === 'not-a-call' || (taken === 0 && this.probe.verdict !== 'call')) {
      return this.notACall();
    }
    if (this.probe.verdict !== 'call') return this.next(from + taken);
    const end = this.startBlock();
    if (end !== SEGMENT_CONTINUES) return this.end(end);
    // The rest of this piece goes to the block (`call` state).
    return this.next(from + taken);
  }

  /** The probe saw a call: what it read goes to the block parser, positioned after the prefix. */
  private startBlock(): number {
    const context = contextView(this.context, { marker: this.prefix });
    this.block = new JsonBlockSegment(context, { endMarker: FENCE, startMarker: FENCE });
    this.state = 'call';
    return this.block.push(this.probe.text);
  }

  /**
   * Ends the segment right after the fence without a report: the fence is text and what follows
   * it is scanned again. (Not `reject()`: its rescan from the second backtick starts with `` `` ``,
   * a partial fence that would be joined to all the rest of the text, once per rejected fence.)
   */
  private notACall(): ScanStep {
    return this.end(FENCE.length);
  }
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\r' || c === '\t';
}
