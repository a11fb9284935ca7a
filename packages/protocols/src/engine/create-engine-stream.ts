import type { FinishReason, ProtocolOptions, StreamPart } from '../types';
import type { EngineEvent } from './engine-event';
import { fixFinishReason } from './finish-reason';
import { internalParseError } from './internal-parse-error';
import { malformedCallMetadata } from './malformed-call-metadata';
import type { ToolCallEngine } from './tool-call-engine';

let streamCounter = 0;

/** Where parts go: the stream's controller itself, so no closure is made per part. */
interface Sink {
  enqueue(part: StreamPart): void;
}

/**
 * Turns engine events into stream parts with our own text and reasoning blocks: contiguous text
 * is one block, and a block is closed before a call begins.
 */
class PartWriter {
  private readonly prefix = `tp${(streamCounter++).toString(36)}`;
  private blocks = 0;
  private textId: string | undefined;
  private reasoningId: string | undefined;
  sawCall = false;

  emit(events: EngineEvent[], sink: Sink): void {
    for (const event of events) {
      switch (event.type) {
        case 'text':
          this.closeReasoning(sink);
          if (this.textId === undefined) {
            this.textId = this.nextId();
            sink.enqueue({ type: 'text-start', id: this.textId });
          }
          sink.enqueue({ type: 'text-delta', id: this.textId, delta: event.text });
          break;
        case 'reasoning':
          this.closeText(sink);
          if (this.reasoningId === undefined) {
            this.reasoningId = this.nextId();
            sink.enqueue({ type: 'reasoning-start', id: this.reasoningId });
          }
          sink.enqueue({ type: 'reasoning-delta', id: this.reasoningId, delta: event.text });
          break;
        case 'tool-input-start':
          this.close(sink);
          sink.enqueue({ type: 'tool-input-start', id: event.id, toolName: event.toolName });
          break;
        case 'tool-input-delta':
          sink.enqueue({ type: 'tool-input-delta', id: event.id, delta: event.delta });
          break;
        case 'tool-input-end':
          sink.enqueue({ type: 'tool-input-end', id: event.id });
          break;
        case 'tool-call':
          this.sawCall = true;
          sink.enqueue({
            type: 'tool-call',
            toolCallId: event.id,
            toolName: event.toolName,
            input: event.input,
            ...(event.malformed === undefined
              ? {}
              : { providerMetadata: malformedCallMetadata(event.malformed) }),
          });
          break;
        case 'reasoning-end':
          this.closeReasoning(sink);
          break;
        case 'segment':
        case 'reasoning-segment':
          break;
      }
    }
  }

  close(sink: Sink): void {
    this.closeText(sink);
    this.closeReasoning(sink);
  }

  private closeText(sink: Sink): void {
    if (this.textId !== undefined) sink.enqueue({ type: 'text-end', id: this.textId });
    this.textId = undefined;
  }

  private closeReasoning(sink: Sink): void {
    if (this.reasoningId !== undefined)
      sink.enqueue({ type: 'reasoning-end', id: this.reasoningId });
    this.reasoningId = undefined;
  }

  private nextId(): string {
    return `${this.prefix}-${this.blocks++}`;
  }
}

/**
 * Wraps an engine in a `TransformStream` over AI SDK stream parts. The provider's text blocks are
 * replaced by the engine's text; every other part passes through untouched and in order; `finish`
 * gets an honest finish reason. The stream never errors because of model output.
 */
export function createEngineStream(
  engine: ToolCallEngine,
  options: Readonly<ProtocolOptions> = {},
): TransformStream<StreamPart, StreamPart> {
  const writer = new PartWriter();
  let state: 'parsing' | 'passthrough' | 'finished' = 'parsing';
  /** Whether any text has arrived: reasoning the provider sends before it has its own parser. */
  let sawText = false;
  /** Whether a call the provider parsed itself passed through (its finish stays `tool-calls`). */
  let sawNativeCall = false;

  // The engine is written not to throw; should it ever, keep the stream alive and the text.
  const fail = (cause: unknown, text: string, sink: Sink) => {
    state = 'passthrough';
    const error = internalParseError(cause);
    options.onError?.(error.message, { error, code: error.code });
    writer.emit([{ type: 'text', text }], sink);
  };

  // Called once per text part, so it takes the controller itself rather than a fresh closure.
  const push = (text: string, sink: Sink) => {
    if (state === 'passthrough') {
      writer.emit([{ type: 'text', text }], sink);
      return;
    }
    try {
      writer.emit(engine.push(text), sink);
    } catch (cause) {
      fail(cause, text, sink);
    }
  };

  const end = (sink: Sink) => {
    if (state === 'parsing') {
      try {
        writer.emit(engine.finish(), sink);
      } catch (cause) {
        fail(cause, '', sink);
      }
    }
    writer.close(sink);
    state = 'finished';
  };

  return new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      switch (part.type) {
        case 'text-start':
        case 'text-end':
          return;
        case 'text-delta':
          sawText = true;
          push(typeof part.delta === 'string' ? part.delta : '', controller);
          return;
        case 'reasoning-start':
        case 'reasoning-delta':
          // The server split the reasoning off itself, so the text does not begin inside it.
          if (!sawText) engine.providerSentReasoning();
          controller.enqueue(part);
          return;
        case 'finish': {
          end(controller);
          const reason = part.finishReason as FinishReason | undefined;
          controller.enqueue(
            reason === undefined
              ? part
              : ({
                  ...part,
                  finishReason: fixFinishReason(reason, writer.sawCall || sawNativeCall),
                } as StreamPart),
          );
          return;
        }
        default:
          if (part.type === 'tool-call') sawNativeCall = true;
          controller.enqueue(part);
      }
    },
    flush(controller) {
      // The provider stream ended without `finish`: still release everything held back.
      if (state !== 'finished') end(controller);
    },
  });
}
