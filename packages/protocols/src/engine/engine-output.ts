import type { EngineEvent } from './engine-event';

/**
 * The events the engine has produced since it was last drained. Adjacent pieces of one kind are
 * merged as they are added (text with text, reasoning with reasoning, one call's deltas), so a
 * stream fed one character at a time still yields few parts. In recording mode (the inspector,
 * `extractSegments`) it also keeps the exact text of recognized segments and thinking blocks.
 */
export class EngineOutput {
  private events: EngineEvent[] = [];

  constructor(private readonly recording: boolean) {}

  emit(event: EngineEvent): void {
    this.events.push(event);
  }

  text(text: string): void {
    if (text.length === 0) return;
    const last = this.events[this.events.length - 1];
    if (last?.type === 'text') last.text += text;
    else this.events.push({ type: 'text', text });
  }

  /** Reasoning from a block (recorded as the block's text) or from a segment's own channel. */
  reasoning(text: string, fromBlock = false): void {
    if (text.length === 0) return;
    const last = this.events[this.events.length - 1];
    if (last?.type === 'reasoning') last.text += text;
    else this.events.push({ type: 'reasoning', text });
    if (fromBlock) this.recordBlock(text);
  }

  /** Arguments of call `id`, appended to its last delta when nothing came between. */
  delta(id: string, json: string): void {
    const last = this.events[this.events.length - 1];
    if (last?.type === 'tool-input-delta' && last.id === id) last.delta += json;
    else this.events.push({ type: 'tool-input-delta', id, delta: json });
  }

  /** In recording mode, the exact text of a recognized call segment. */
  recordSegment(text: string): void {
    if (this.recording && text.length > 0) this.events.push({ type: 'segment', text });
  }

  /** In recording mode, characters of a thinking block (markers, framing whitespace, reasoning). */
  recordBlock(text: string): void {
    if (!this.recording || text.length === 0) return;
    const last = this.events[this.events.length - 1];
    if (last?.type === 'reasoning-segment') last.text += text;
    else this.events.push({ type: 'reasoning-segment', text });
  }

  /** The events so far, handed over; the output starts empty again. */
  drain(): EngineEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}
