import type {
  LanguageModelV4ResponseMetadata,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { type OpenAIFinishReason, toFinishReason } from './to-finish-reason';
import { trailingSpaceStart } from './trailing-space';

/**
 * What an answer is made of as it streams, the same for every API the proxy serves: each surface
 * (Chat Completions chunks, Responses events, Messages events) writes these in its own shape.
 */
export type AnswerEvent =
  /** The first part with content came: a surface that opens its answer lazily opens it now. */
  | { type: 'started' }
  | { type: 'text'; delta: string }
  | { type: 'reasoning'; delta: string }
  /**
   * A finished call, passed on. `index` counts the calls passed on; `pieces` add up to `input`:
   * the argument pieces the model wrote when they do, else `input` in one piece (a botched call,
   * whose input is the model's own text). `streamed` is false for a call that arrived whole (no
   * `tool-input-*` parts), which has its input as its one piece.
   */
  | {
      type: 'call';
      index: number;
      id: string;
      name: string;
      input: string;
      pieces: string[];
      streamed: boolean;
    };

/** How the answer ended. */
export interface AnswerEnd {
  /** OpenAI's `finish_reason` (`tool_calls` when calls were passed on; see `toFinishReason`). */
  reason: OpenAIFinishReason;
  usage: LanguageModelV4Usage | undefined;
}

/** A call the model is writing: its name and the argument pieces read so far. */
interface HeldCall {
  name: string;
  pieces: string[];
}

/**
 * Reads the wrapped model's stream parts as {@link AnswerEvent}s: the one place that decides what
 * of a streamed answer reaches a client, whatever API it speaks.
 *
 * A call goes out when its `tool-call` part comes, not at `tool-input-start`: what a client adds
 * up from the deltas is the call, and cannot be taken back, but until the model has finished
 * writing a call the middleware may still find it botched. Then the call either becomes text
 * (`malformedCalls: 'text'`, or a call cut for its size) or comes out with the model's own text as
 * its input (`'feedback'`), which the argument pieces read so far do not add up to. So the pieces
 * are held, and passed on once the call is known.
 *
 * Whitespace that ends the text is held until more text shows it is not the end: with calls it
 * is only the space around them and is dropped, without calls it is sent at the end.
 */
export class AnswerStream {
  private state: 'waiting' | 'started' = 'waiting';
  /** The upstream's id and time, when they came before anything else. */
  private upstreamMetadata: LanguageModelV4ResponseMetadata | undefined;
  /** Calls being written (`tool-input-start` came, their `tool-call` not yet). */
  private readonly held = new Map<string, HeldCall>();
  /** The ids of the calls passed on, in order. */
  private readonly sent = new Set<string>();
  /** With `parallel_tool_calls: false`, the one call that is passed on. */
  private firstCallId: string | undefined;
  private heldSpace = '';
  private finishPart: Extract<LanguageModelV4StreamPart, { type: 'finish' }> | undefined;

  constructor(private readonly parallelToolCalls: boolean) {}

  /** The number of calls passed on so far. */
  get callCount(): number {
    return this.sent.size;
  }

  /** The upstream's response metadata, if it came before any content. */
  get metadata(): LanguageModelV4ResponseMetadata | undefined {
    return this.upstreamMetadata;
  }

  /** The events for one stream part (often none). `error` parts are the caller's to handle. */
  push(part: LanguageModelV4StreamPart): AnswerEvent[] {
    switch (part.type) {
      case 'stream-start':
        return [];
      case 'response-metadata':
        if (this.state === 'waiting') this.upstreamMetadata = part;
        return [];
      case 'text-delta':
        return this.text(part.delta);
      case 'reasoning-delta':
        return this.emit(part.delta.length === 0 ? [] : [{ type: 'reasoning', delta: part.delta }]);
      case 'tool-input-start':
        if (!this.sent.has(part.id) && !this.held.has(part.id)) {
          this.held.set(part.id, { name: part.toolName, pieces: [] });
        }
        return this.emit([]);
      case 'tool-input-delta':
        if (part.delta.length > 0) this.held.get(part.id)?.pieces.push(part.delta);
        return [];
      case 'tool-call':
        return this.completeCall(part.toolCallId, part.toolName, part.input);
      case 'finish':
        this.finishPart = part;
        return [];
      default:
        return this.emit([]);
    }
  }

  /**
   * The last events (held whitespace, when the answer has no calls) and how the answer ended. A
   * call still held never became one (the stream ended inside it) and is not passed on.
   */
  finish(): { events: AnswerEvent[]; end: AnswerEnd } {
    const events = this.emit(
      this.heldSpace.length > 0 && this.sent.size === 0
        ? [{ type: 'text', delta: this.heldSpace }]
        : [],
    );
    this.heldSpace = '';
    this.held.clear();
    const part = this.finishPart;
    return {
      events,
      end: {
        reason: toFinishReason(part?.finishReason, this.sent.size > 0),
        usage: part?.usage,
      },
    };
  }

  private text(delta: string): AnswerEvent[] {
    const end = trailingSpaceStart(delta);
    if (end === 0) {
      this.heldSpace += delta;
      return this.emit([]);
    }
    const text = this.heldSpace + delta.slice(0, end);
    this.heldSpace = delta.slice(end);
    return this.emit([{ type: 'text', delta: text }]);
  }

  private completeCall(id: string, name: string, input: string): AnswerEvent[] {
    const held = this.held.get(id);
    this.held.delete(id);
    if (this.sent.has(id) || !this.admits(id)) return [];
    const index = this.sent.size;
    this.sent.add(id);
    const written = held?.pieces ?? [];
    const pieces = held !== undefined && written.join('') === input ? written : [input];
    return this.emit([
      {
        type: 'call',
        index,
        id,
        name,
        input,
        pieces: pieces.filter((piece) => piece.length > 0),
        streamed: held !== undefined,
      },
    ]);
  }

  /** Whether a call is passed on: always, or only the first with `parallel_tool_calls: false`. */
  private admits(id: string): boolean {
    if (this.parallelToolCalls) return true;
    this.firstCallId ??= id;
    return this.firstCallId === id;
  }

  /** `events`, after `started` the first time anything with content came. */
  private emit(events: AnswerEvent[]): AnswerEvent[] {
    if (this.state === 'started') return events;
    this.state = 'started';
    return [{ type: 'started' }, ...events];
  }
}
