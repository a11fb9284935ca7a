import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';

/** A message as Chrome's Prompt API takes it (text only here). */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The session methods of the Prompt API this provider uses. */
export interface PromptSession {
  prompt(input: PromptMessage[], options?: { signal?: AbortSignal }): Promise<string>;
  /** Streams the answer as text deltas. */
  promptStreaming(
    input: PromptMessage[],
    options?: { signal?: AbortSignal },
  ): ReadableStream<string>;
  destroy(): void;
}

/** Chrome's `LanguageModel` global, as far as this provider uses it. */
export interface PromptApi {
  create(options: {
    initialPrompts: PromptMessage[];
    signal?: AbortSignal;
  }): Promise<PromptSession>;
}

/** The Prompt API counts no tokens per call. */
const usage: LanguageModelV4Usage = {
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};
const stop: LanguageModelV4FinishReason = { unified: 'stop', raw: undefined };

/** A prompt's text: the tool middleware has already turned calls and results into text. */
function messageText(message: LanguageModelV4CallOptions['prompt'][number]): string {
  if (message.role === 'system') return message.content;
  return message.content
    .map((part) => {
      if (part.type === 'text') return part.text;
      throw new Error(
        `The Prompt API model takes text only, not a "${part.type}" part in a ${message.role} message; wrap it with a tool middleware so tool calls and results become text.`,
      );
    })
    .join('');
}

/**
 * One session per call, as a stateless API behaves: every message but the last opens the session
 * (`initialPrompts`, the only place a system message may go), the last one is the prompt.
 */
async function openSession(api: PromptApi, options: LanguageModelV4CallOptions) {
  const messages = options.prompt.map(
    (message): PromptMessage => ({
      role:
        message.role === 'system' ? 'system' : message.role === 'assistant' ? 'assistant' : 'user',
      content: messageText(message),
    }),
  );
  const last = messages.pop();
  if (last?.role !== 'user')
    throw new Error('The Prompt API model needs a prompt that ends with a user message.');
  const session = await api.create({
    initialPrompts: messages,
    ...(options.abortSignal === undefined ? {} : { signal: options.abortSignal }),
  });
  return { session, input: [last] };
}

/**
 * A LanguageModelV4 over Chrome's built-in model (the Prompt API, `LanguageModel`), which has no
 * tool calling of its own: wrap it with a tool middleware (`hermesToolMiddleware`, …) to give it
 * tools. `api` defaults to the browser's `LanguageModel` global.
 */
export function promptApiModel(
  api: PromptApi | undefined = (globalThis as { LanguageModel?: PromptApi }).LanguageModel,
): LanguageModelV4 {
  if (api === undefined) {
    throw new Error(
      'This browser has no Prompt API (LanguageModel); Chrome 148 or later on desktop has it.',
    );
  }
  const signal = (options: LanguageModelV4CallOptions) =>
    options.abortSignal === undefined ? {} : { signal: options.abortSignal };
  return {
    specificationVersion: 'v4',
    provider: 'chrome-prompt-api',
    modelId: 'built-in',
    supportedUrls: {},
    async doGenerate(options) {
      const { session, input } = await openSession(api, options);
      try {
        const text = await session.prompt(input, signal(options));
        return { content: [{ type: 'text', text }], finishReason: stop, usage, warnings: [] };
      } finally {
        session.destroy();
      }
    },
    async doStream(options) {
      const { session, input } = await openSession(api, options);
      const parts = new TransformStream<string, LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'text' });
        },
        transform(delta, controller) {
          controller.enqueue({ type: 'text-delta', id: 'text', delta });
        },
        flush(controller) {
          controller.enqueue({ type: 'text-end', id: 'text' });
          controller.enqueue({ type: 'finish', finishReason: stop, usage });
          session.destroy();
        },
      });
      return { stream: session.promptStreaming(input, signal(options)).pipeThrough(parts) };
    },
  };
}
