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

/** A call the model is writing: its name and the argument pieces read so far. */
interface HeldCall {
  name: string;
  pieces: string[];
}

/**
 * Turns the wrapped model's stream parts into `chat.completion.chunk`s, as OpenAI streams them:
 * a first chunk with `role: "assistant"`; `delta.content` for text and `delta.reasoning_content`
 * for reasoning; for each call a first `delta.tool_calls[]` entry with `index`, `id`, `type` and
 * `function.name`, then its `function.arguments` pieces; and at the end a chunk with an empty
 * delta and the `finish_reason`, and a usage chunk when the client asked for one. Parts with no
 * OpenAI counterpart (sources, files, raw) are left out; `error` parts are the caller's to handle.
 *
 * A call goes out when its `tool-call` part comes, not at `tool-input-start`: what an OpenAI
 * client adds up from the deltas is the call, and cannot be taken back, but until the model has
 * finished writing a call the middleware may still find it botched. Then the call either becomes
 * text (`malformedCalls: 'text'`, or a call cut for its size) or comes out with the model's own
 * text as its input (`'feedback'`), which the argument pieces read so far do not add up to. So
 * the pieces are held, and sent after the call's first entry once the call is known: the pieces
 * themselves when they add up to its input, otherwise the input in one piece.
 */
export class CompletionChunks {
  private state: 'waiting' | 'open' = 'waiting';
  private identity: CompletionIdentity | undefined;
  /** Calls being written (`tool-input-start` came, their `tool-call` not yet). */
  private readonly held = new Map<string, HeldCall>();
  /** The ids of the calls sent, in order: a call's place is its `index`. */
  private readonly sent = new Set<string>();
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
    return this.sent.size;
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
        if (!this.sent.has(part.id) && !this.held.has(part.id)) {
          this.held.set(part.id, { name: part.toolName, pieces: [] });
        }
        return this.open();
      case 'tool-input-delta':
        if (part.delta.length > 0) this.held.get(part.id)?.pieces.push(part.delta);
        return [];
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
      this.heldSpace.length > 0 && this.sent.size === 0
        ? this.emit({ content: this.heldSpace })
        : this.open();
    this.heldSpace = '';
    // A call still held never became one (the stream ended inside it): it is not sent.
    this.held.clear();
    const finish = toFinishReason(this.finishReason, this.sent.size > 0);
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

  /**
   * A finished call: its first entry (`index`, `id`, `type`, `function.name`), then its arguments.
   * A call that streamed its input sends the pieces it was written in when they add up to the
   * input, else the input in one piece (see the class comment); a call that arrives whole (no
   * `tool-input-*` parts) is sent in one entry.
   */
  private completeCall(id: string, name: string, input: string): ChatCompletionChunk[] {
    const held = this.held.get(id);
    this.held.delete(id);
    if (this.sent.has(id) || !this.admits(id)) return [];
    const index = this.sent.size;
    this.sent.add(id);
    if (held === undefined) {
      return this.emit({
        tool_calls: [{ index, id, type: 'function', function: { name, arguments: input } }],
      });
    }
    const chunks = this.emit({
      tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }],
    });
    const pieces = held.pieces.join('') === input ? held.pieces : [input];
    for (const piece of pieces) {
      if (piece.length === 0) continue;
      chunks.push(this.chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null));
    }
    return chunks;
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
