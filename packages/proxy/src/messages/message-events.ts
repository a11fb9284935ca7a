import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { anthropicErrorBody } from '../app/error-response';
import type { SseEvent, StreamEncoder } from '../app/stream-events';
import { type AnswerEvent, AnswerStream } from '../convert/answer-stream';
import type { OpenAIError } from '../openai-error';
import type { JsonObject } from '../request/field-checks';
import { messageHead, messageUsage, newMessageId, stopReason, toolInput } from './message-object';

/** The block being written: text and thinking stream into one until something else comes. */
type OpenBlock = { kind: 'none' } | { kind: 'text' | 'thinking'; index: number };

/**
 * Writes an answer as Anthropic's Messages stream, each event named by its type: `message_start`
 * and a `ping`; for thinking a `thinking` block (`content_block_start`, `thinking_delta`s,
 * `content_block_stop`), for text a `text` block with `text_delta`s, for each call a `tool_use`
 * block with `input_json_delta`s that add up to its input; then `message_delta` with the
 * `stop_reason` and the usage, and `message_stop`. What reaches the client is `AnswerStream`'s,
 * as for the other APIs. A stream that fails once begun ends with an `error` event in Anthropic's
 * shape, which the SDK throws.
 */
export class MessageEvents implements StreamEncoder {
  private readonly answer: AnswerStream;
  private blocks = 0;
  private open: OpenBlock = { kind: 'none' };

  constructor(
    private readonly model: string,
    parallelToolCalls: boolean,
  ) {
    this.answer = new AnswerStream(parallelToolCalls);
  }

  get callCount(): number {
    return this.answer.callCount;
  }

  start(): SseEvent[] {
    const message = {
      ...messageHead(newMessageId(), this.model),
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: messageUsage(undefined),
    };
    return [event('message_start', { message }), event('ping', {})];
  }

  push(part: LanguageModelV4StreamPart): SseEvent[] {
    return this.answer.push(part).flatMap((each) => this.eventsOf(each));
  }

  finish(): SseEvent[] {
    const { events, end } = this.answer.finish();
    const sent = events.flatMap((each) => this.eventsOf(each));
    sent.push(
      ...this.close(),
      event('message_delta', {
        delta: { stop_reason: stopReason(end.reason), stop_sequence: null },
        usage: messageUsage(end.usage),
      }),
      event('message_stop', {}),
    );
    return sent;
  }

  fail(error: OpenAIError): SseEvent[] {
    return [{ event: 'error', data: JSON.stringify(anthropicErrorBody(error)) }];
  }

  private eventsOf(each: AnswerEvent): SseEvent[] {
    switch (each.type) {
      case 'started':
        return [];
      case 'text':
        return this.delta('text', { type: 'text_delta', text: each.delta });
      case 'reasoning':
        return this.delta('thinking', { type: 'thinking_delta', thinking: each.delta });
      case 'call':
        return this.call(each);
    }
  }

  /** A text or thinking piece, opening its block first if another one is open. */
  private delta(kind: 'text' | 'thinking', delta: JsonObject): SseEvent[] {
    const events: SseEvent[] = [];
    let index: number;
    if (this.open.kind === kind) index = this.open.index;
    else {
      events.push(...this.close());
      const block =
        kind === 'text'
          ? { type: 'text', text: '' }
          : { type: 'thinking', thinking: '', signature: '' };
      index = this.nextIndex();
      this.open = { kind, index };
      events.push(event('content_block_start', { index, content_block: block }));
    }
    events.push(event('content_block_delta', { index, delta }));
    return events;
  }

  private close(): SseEvent[] {
    const open = this.open;
    if (open.kind === 'none') return [];
    this.open = { kind: 'none' };
    return [event('content_block_stop', { index: open.index })];
  }

  /**
   * A `tool_use` block. Its `input_json_delta`s are the argument pieces the model wrote when its
   * input is a JSON object (they add up to it), else the botched call's text as one JSON string.
   */
  private call(call: Extract<AnswerEvent, { type: 'call' }>): SseEvent[] {
    const events = this.close();
    const index = this.nextIndex();
    const input = toolInput(call.input);
    const pieces = typeof input === 'string' ? [JSON.stringify(input)] : call.pieces;
    events.push(
      event('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      }),
      ...pieces.map((partial) =>
        event('content_block_delta', {
          index,
          delta: { type: 'input_json_delta', partial_json: partial },
        }),
      ),
      event('content_block_stop', { index }),
    );
    return events;
  }

  private nextIndex(): number {
    const index = this.blocks;
    this.blocks += 1;
    return index;
  }
}

/** An event named by its type, as Anthropic's SDK needs (it skips unnamed events). */
function event(type: string, fields: JsonObject): SseEvent {
  return { event: type, data: JSON.stringify({ type, ...fields }) };
}
