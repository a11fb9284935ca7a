import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { type AnswerEvent, AnswerStream } from './answer-stream';
import { type CompletionIdentity, completionIdentity } from './completion-identity';
import type { OpenAIFinishReason } from './to-finish-reason';
import { type OpenAIUsage, toOpenAIUsage } from './to-openai-usage';

/** One `delta.tool_calls[]` entry. */
export interface ToolCallDelta {
  index: number;
  id?: string;
  type?: 'function';
  function: { name?: string; arguments: string };
}

/** What a chunk's `delta` may carry. */
export interface ChunkDelta {
  role?: 'assistant';
  content?: string;
  reasoning_content?: string;
  tool_calls?: ToolCallDelta[];
}

/** A `chat.completion.chunk`. */
export interface ChatCompletionChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices:
    | [{ index: 0; delta: ChunkDelta; logprobs: null; finish_reason: OpenAIFinishReason | null }]
    | [];
  usage?: OpenAIUsage | null;
}

/**
 * Turns the wrapped model's stream parts into `chat.completion.chunk`s, as OpenAI streams them:
 * a first chunk with `role: "assistant"`; `delta.content` for text and `delta.reasoning_content`
 * for reasoning; for each call a first `delta.tool_calls[]` entry with `index`, `id`, `type` and
 * `function.name`, then its `function.arguments` pieces; and at the end a chunk with an empty
 * delta and the `finish_reason`, and a usage chunk when the client asked for one. What reaches the
 * client (calls held until complete, `parallel_tool_calls`, whitespace around calls) is decided by
 * {@link AnswerStream}, shared with the other APIs; this class only writes it as chunks.
 */
export class CompletionChunks {
  private readonly answer: AnswerStream;
  private identity: CompletionIdentity | undefined;

  constructor(
    private readonly model: string,
    private readonly options: { parallelToolCalls: boolean; includeUsage: boolean },
  ) {
    this.answer = new AnswerStream(options.parallelToolCalls);
  }

  /** The number of tool calls passed on so far. */
  get callCount(): number {
    return this.answer.callCount;
  }

  /** The chunks for one stream part (often none). */
  push(part: LanguageModelV4StreamPart): ChatCompletionChunk[] {
    return this.answer.push(part).flatMap((event) => this.chunksOf(event));
  }

  /** The closing chunks: the `finish_reason` chunk, then the usage chunk if asked for. */
  finish(): ChatCompletionChunk[] {
    const { events, end } = this.answer.finish();
    const chunks = events.flatMap((event) => this.chunksOf(event));
    chunks.push(this.chunk({}, end.reason));
    if (this.options.includeUsage) {
      const { id, created, model } = this.currentIdentity();
      chunks.push({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [],
        usage: toOpenAIUsage(end.usage),
      });
    }
    return chunks;
  }

  private chunksOf(event: AnswerEvent): ChatCompletionChunk[] {
    switch (event.type) {
      case 'started':
        return [this.chunk({ role: 'assistant', content: '' }, null)];
      case 'text':
        return [this.chunk({ content: event.delta }, null)];
      case 'reasoning':
        return [this.chunk({ reasoning_content: event.delta }, null)];
      case 'call':
        return this.callChunks(event);
    }
  }

  /**
   * A finished call: its first entry (`index`, `id`, `type`, `function.name`), then its argument
   * pieces; a call that arrived whole is sent in one entry.
   */
  private callChunks(call: Extract<AnswerEvent, { type: 'call' }>): ChatCompletionChunk[] {
    const { index, id, name } = call;
    const first = (args: string) =>
      this.chunk(
        { tool_calls: [{ index, id, type: 'function', function: { name, arguments: args } }] },
        null,
      );
    if (!call.streamed) return [first(call.input)];
    return [
      first(''),
      ...call.pieces.map((piece) =>
        this.chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null),
      ),
    ];
  }

  private currentIdentity(): CompletionIdentity {
    this.identity ??= completionIdentity(this.model, this.answer.metadata);
    return this.identity;
  }

  private chunk(delta: ChunkDelta, finish: OpenAIFinishReason | null): ChatCompletionChunk {
    const { id, created, model } = this.currentIdentity();
    const chunk: ChatCompletionChunk = {
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    };
    if (this.options.includeUsage) chunk.usage = null;
    return chunk;
  }
}
