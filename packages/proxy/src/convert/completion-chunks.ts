import type {
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { type CompletionIdentity, completionIdentity } from './completion-identity';
import { type OpenAIFinishReason, toFinishReason } from './to-finish-reason';
import { type OpenAIUsage, toOpenAIUsage } from './to-openai-usage';
import { trailingSpaceStart } from './trailing-space';

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

/** A call being streamed: its place among the message's calls, and how much input was sent. */
interface StreamedCall {
  index: number;
  sentLength: number;
}

/**
 * Turns the wrapped model's stream parts into `chat.completion.chunk`s, as OpenAI streams them:
 * a first chunk with `role: "assistant"`; `delta.content` for text and `delta.reasoning_content`
 * for reasoning; for each call a first `delta.tool_calls[]` entry with `index`, `id`, `type` and
 * `function.name` (at `tool-input-start`), then `function.arguments` pieces (the `tool-input-delta`s);
 * and at the end a chunk with an empty delta and the `finish_reason`, and a usage chunk when the
 * client asked for one. Parts with no OpenAI counterpart (sources, files, raw) are left out;
 * `error` parts are the caller's to handle.
 */
export class CompletionChunks {
  private state: 'waiting' | 'open' = 'waiting';
  private identity: CompletionIdentity | undefined;
  private readonly calls = new Map<string, StreamedCall>();
  /** With `parallel_tool_calls: false`, the one call that is passed on. */
  private firstCallId: string | undefined;
  /** Whitespace at the end of the text so far, held until more text shows it is not the end. */
  private heldSpace = '';
  private finishReason: LanguageModelV4FinishReason | undefined;
  private usage: LanguageModelV4Usage | undefined;

  constructor(
    private readonly model: string,
    private readonly options: { parallelToolCalls: boolean; includeUsage: boolean },
  ) {}

  /** The number of tool calls passed on so far. */
  get callCount(): number {
    return this.calls.size;
  }

  /** The chunks for one stream part (often none). */
  push(part: LanguageModelV4StreamPart): ChatCompletionChunk[] {
    switch (part.type) {
      case 'stream-start':
        return [];
      case 'response-metadata':
        // The upstream's id names the answer if it comes before anything is sent.
        if (this.state === 'waiting') this.identity = completionIdentity(this.model, part);
        return [];
      case 'text-delta':
        return this.text(part.delta);
      case 'reasoning-delta':
        return part.delta.length === 0 ? this.open() : this.emit({ reasoning_content: part.delta });
      case 'tool-input-start':
        return this.startCall(part.id, part.toolName);
      case 'tool-input-delta': {
        const call = this.calls.get(part.id);
        if (call === undefined || part.delta.length === 0) return [];
        call.sentLength += part.delta.length;
        return this.emit({
          tool_calls: [{ index: call.index, function: { arguments: part.delta } }],
        });
      }
      case 'tool-call':
        return this.completeCall(part.toolCallId, part.toolName, part.input);
      case 'finish':
        this.finishReason = part.finishReason;
        this.usage = part.usage;
        return [];
      default:
        return this.open();
    }
  }

  /**
   * The closing chunks: the `finish_reason` chunk, then the usage chunk if asked for. Whitespace
   * that ended the text is sent now if the answer has no calls; with calls it was only the space
   * around them (as in a whole answer, see `messageContent`).
   */
  finish(): ChatCompletionChunk[] {
    const chunks =
      this.heldSpace.length > 0 && this.calls.size === 0
        ? this.emit({ content: this.heldSpace })
        : this.open();
    this.heldSpace = '';
    const finish = toFinishReason(this.finishReason, this.calls.size > 0);
    chunks.push(this.chunk({}, finish));
    if (this.options.includeUsage) {
      const { id, created, model } = this.currentIdentity();
      chunks.push({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [],
        usage: toOpenAIUsage(this.usage),
      });
    }
    return chunks;
  }

  /** Text goes out as it comes, except a whitespace run at its end, held (see `finish`). */
  private text(delta: string): ChatCompletionChunk[] {
    const end = trailingSpaceStart(delta);
    if (end === 0) {
      this.heldSpace += delta;
      return this.open();
    }
    const content = this.heldSpace + delta.slice(0, end);
    this.heldSpace = delta.slice(end);
    return this.emit({ content });
  }

  private startCall(id: string, name: string): ChatCompletionChunk[] {
    if (this.calls.has(id) || !this.admits(id)) return [];
    const index = this.calls.size;
    this.calls.set(id, { index, sentLength: 0 });
    return this.emit({
      tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }],
    });
  }

  /**
   * A finished call. A call that streamed its input sends whatever of the input its deltas did not
   * (nothing, as the middleware's deltas add up to the input); a call that arrives whole (no
   * `tool-input-*` parts) is sent in one entry.
   */
  private completeCall(id: string, name: string, input: string): ChatCompletionChunk[] {
    const call = this.calls.get(id);
    if (call === undefined) {
      if (!this.admits(id)) return [];
      const index = this.calls.size;
      this.calls.set(id, { index, sentLength: input.length });
      return this.emit({
        tool_calls: [{ index, id, type: 'function', function: { name, arguments: input } }],
      });
    }
    if (input.length <= call.sentLength) return [];
    const rest = input.slice(call.sentLength);
    call.sentLength = input.length;
    return this.emit({ tool_calls: [{ index: call.index, function: { arguments: rest } }] });
  }

  /** Whether a call is passed on: always, or only the first with `parallel_tool_calls: false`. */
  private admits(id: string): boolean {
    if (this.options.parallelToolCalls) return true;
    this.firstCallId ??= id;
    return this.firstCallId === id;
  }

  private emit(delta: ChunkDelta): ChatCompletionChunk[] {
    const chunks = this.open();
    chunks.push(this.chunk(delta, null));
    return chunks;
  }

  /** The role chunk, the first time anything is to be sent. */
  private open(): ChatCompletionChunk[] {
    if (this.state === 'open') return [];
    this.state = 'open';
    return [this.chunk({ role: 'assistant', content: '' }, null)];
  }

  private currentIdentity(): CompletionIdentity {
    this.identity ??= completionIdentity(this.model, undefined);
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
