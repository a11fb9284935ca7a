import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { SseEvent, StreamEncoder } from '../app/stream-events';
import { type AnswerEvent, AnswerStream } from '../convert/answer-stream';
import type { OpenAIError } from '../openai-error';
import type { JsonObject } from '../request/field-checks';
import { customCallInput } from './custom-tools';
import {
  customCallItem,
  finishedStatus,
  functionCallItem,
  messageItem,
  newId,
  outputText,
  type ResponseContext,
  type ResponseState,
  reasoningItem,
  responseBody,
  responseUsage,
} from './response-object';

/** The item being written: text and reasoning stream into one until something else comes. */
interface OpenTextItem {
  kind: 'message' | 'reasoning';
  id: string;
  index: number;
  text: string;
}
type OpenItem = { kind: 'none' } | OpenTextItem;

/**
 * Writes an answer as the Responses API's server-sent events, each named by its `type` and
 * numbered by `sequence_number`: `response.created` and `response.in_progress`; for reasoning, a
 * `reasoning` item (`output_item.added`, `content_part.added` of `reasoning_text`,
 * `reasoning_text.delta`s, `reasoning_text.done`, `content_part.done`, `output_item.done`); for
 * text, a `message` item the same way with `output_text`; for each call a `function_call` item
 * (`output_item.added`, `function_call_arguments.delta`s, `.done`, `output_item.done`; for a
 * custom tool a `custom_tool_call` item with `custom_tool_call_input.delta` and `.done`); and
 * `response.completed` (or `response.incomplete` for a cut answer) with every item and the usage.
 * What reaches the client is `AnswerStream`'s, as for the other APIs. A stream that fails once
 * begun ends with `response.failed`, whose `response.error` says why.
 */
export class ResponseEvents implements StreamEncoder {
  private readonly answer: AnswerStream;
  private sequence = 0;
  private readonly output: JsonObject[] = [];
  private open: OpenItem = { kind: 'none' };

  constructor(
    private readonly context: ResponseContext,
    parallelToolCalls: boolean,
  ) {
    this.answer = new AnswerStream(parallelToolCalls);
  }

  get callCount(): number {
    return this.answer.callCount;
  }

  start(): SseEvent[] {
    const response = responseBody(this.context, { status: 'in_progress', output: [], usage: null });
    return [
      this.event('response.created', { response }),
      this.event('response.in_progress', { response }),
    ];
  }

  push(part: LanguageModelV4StreamPart): SseEvent[] {
    return this.answer.push(part).flatMap((event) => this.eventsOf(event));
  }

  finish(): SseEvent[] {
    const { events, end } = this.answer.finish();
    const sent = events.flatMap((event) => this.eventsOf(event));
    sent.push(...this.close());
    const { status, incompleteDetails } = finishedStatus(end.reason);
    const state = {
      status,
      output: this.output,
      usage: responseUsage(end.usage),
      incompleteDetails,
    };
    const type = status === 'completed' ? 'response.completed' : 'response.incomplete';
    sent.push(this.event(type, { response: this.body(state) }));
    return sent;
  }

  fail(error: OpenAIError): SseEvent[] {
    const state: ResponseState = {
      status: 'failed',
      output: this.output,
      usage: null,
      error: { code: error.code ?? 'server_error', message: error.message },
    };
    return [this.event('response.failed', { response: this.body(state) })];
  }

  private eventsOf(event: AnswerEvent): SseEvent[] {
    switch (event.type) {
      case 'started':
        return [];
      case 'text':
        return this.textDelta('message', event.delta);
      case 'reasoning':
        return this.textDelta('reasoning', event.delta);
      case 'call':
        return this.call(event);
    }
  }

  /** A text or reasoning piece, opening its item first if another one is open. */
  private textDelta(kind: 'message' | 'reasoning', delta: string): SseEvent[] {
    const events: SseEvent[] = [];
    const open = this.open.kind === kind ? this.open : this.openItem(kind, events);
    open.text += delta;
    const name =
      kind === 'message' ? 'response.output_text.delta' : 'response.reasoning_text.delta';
    events.push(
      this.event(name, {
        item_id: open.id,
        output_index: open.index,
        content_index: 0,
        delta,
        ...(kind === 'message' ? { logprobs: [] } : {}),
      }),
    );
    return events;
  }

  /** Closes the open item and opens one of `kind`, adding the events that say so to `events`. */
  private openItem(kind: 'message' | 'reasoning', events: SseEvent[]): OpenTextItem {
    events.push(...this.close());
    const index = this.output.length;
    const id = newId(kind === 'message' ? 'msg' : 'rs');
    const item =
      kind === 'message' ? messageItem(id, undefined, 'in_progress') : reasoningItem(id, undefined);
    this.output.push(item);
    const open: OpenTextItem = { kind, id, index, text: '' };
    this.open = open;
    const part = kind === 'message' ? outputText('') : { type: 'reasoning_text', text: '' };
    events.push(
      this.event('response.output_item.added', { output_index: index, item }),
      this.event('response.content_part.added', {
        item_id: id,
        output_index: index,
        content_index: 0,
        part,
      }),
    );
    return open;
  }

  /** The events that end the open text or reasoning item, which is then complete in `output`. */
  private close(): SseEvent[] {
    const open = this.open;
    if (open.kind === 'none') return [];
    this.open = { kind: 'none' };
    const where = { item_id: open.id, output_index: open.index, content_index: 0 };
    const message = open.kind === 'message';
    const item = message
      ? messageItem(open.id, open.text, 'completed')
      : reasoningItem(open.id, open.text);
    this.output[open.index] = item;
    const part = message ? outputText(open.text) : { type: 'reasoning_text', text: open.text };
    return [
      message
        ? this.event('response.output_text.done', { ...where, text: open.text, logprobs: [] })
        : this.event('response.reasoning_text.done', { ...where, text: open.text }),
      this.event('response.content_part.done', { ...where, part }),
      this.event('response.output_item.done', { output_index: open.index, item }),
    ];
  }

  private call(call: Extract<AnswerEvent, { type: 'call' }>): SseEvent[] {
    if (this.context.customTools.has(call.name)) return this.customCall(call);
    const events = this.close();
    const index = this.output.length;
    const id = newId('fc');
    const item = functionCallItem(id, call, '', 'in_progress');
    this.output.push(item);
    events.push(this.event('response.output_item.added', { output_index: index, item }));
    for (const delta of call.pieces) {
      events.push(
        this.event('response.function_call_arguments.delta', {
          item_id: id,
          output_index: index,
          delta,
        }),
      );
    }
    const done = functionCallItem(id, call, call.input, 'completed');
    this.output[index] = done;
    events.push(
      this.event('response.function_call_arguments.done', {
        item_id: id,
        output_index: index,
        name: call.name,
        arguments: call.input,
      }),
      this.event('response.output_item.done', { output_index: index, item: done }),
    );
    return events;
  }

  /**
   * A custom tool's call: its input text in one `custom_tool_call_input.delta` (the model wrote
   * JSON arguments, whose pieces are not pieces of the text), then `.done`.
   */
  private customCall(call: Extract<AnswerEvent, { type: 'call' }>): SseEvent[] {
    const events = this.close();
    const index = this.output.length;
    const id = newId('ctc');
    const input = customCallInput(call.input);
    const done = customCallItem(id, call, input);
    this.output.push(done);
    const where = { item_id: id, output_index: index };
    events.push(
      this.event('response.output_item.added', {
        output_index: index,
        item: customCallItem(id, call, ''),
      }),
      this.event('response.custom_tool_call_input.delta', { ...where, delta: input }),
      this.event('response.custom_tool_call_input.done', { ...where, input }),
      this.event('response.output_item.done', { output_index: index, item: done }),
    );
    return events;
  }

  private body(state: ResponseState): JsonObject {
    return responseBody(this.context, state);
  }

  /** An event named by its type, with the next sequence number. */
  private event(type: string, fields: JsonObject): SseEvent {
    const payload = { type, sequence_number: this.sequence, ...fields };
    this.sequence += 1;
    return { event: type, data: JSON.stringify(payload) };
  }
}
