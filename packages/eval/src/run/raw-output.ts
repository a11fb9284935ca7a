import { createHash } from 'node:crypto';
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4Middleware,
} from '@ai-sdk/provider';

/**
 * What the endpoint answered before any parsing: the text (every text part, joined), the
 * reasoning it sent apart (`reasoning_content`), its raw finish reason, and a hash of the prompt
 * it was sent (the tool prompt included), so a replay can tell when a preset's prompt changed.
 */
export interface RawOutput {
  text: string;
  reasoning?: string;
  /** The unified finish reason (`stop`, `length`, …) and the endpoint's own word for it. */
  finishReason: LanguageModelV4FinishReason['unified'];
  rawFinishReason?: string;
  promptSha256: string;
}

/**
 * A middleware that sits between the tool middleware and the provider and hands what the
 * provider returned to `sink`, untouched.
 */
export function captureRawOutput(sink: (output: RawOutput) => void): LanguageModelV4Middleware {
  return {
    specificationVersion: 'v4',
    wrapGenerate: async ({ doGenerate, params }) => {
      const result = await doGenerate();
      const text = joinParts(result.content, 'text');
      const reasoning = joinParts(result.content, 'reasoning');
      sink({
        text,
        ...(reasoning === '' ? {} : { reasoning }),
        finishReason: result.finishReason.unified,
        ...(result.finishReason.raw === undefined
          ? {}
          : { rawFinishReason: result.finishReason.raw }),
        promptSha256: promptHash(params),
      });
      return result;
    },
  };
}

/** SHA-256 of the prompt as the provider receives it. */
export function promptHash(params: LanguageModelV4CallOptions): string {
  return createHash('sha256').update(JSON.stringify(params.prompt)).digest('hex');
}

/**
 * A model that answers with recorded outputs, the way `@ai-sdk/openai-compatible` hands a
 * chat completion over (a reasoning part, then one text part), so the tool middleware reads it
 * exactly as it read the live answer: the n-th request gets the n-th output (an agent loop asks
 * several times; a single-answer task once). It never touches the network.
 *
 * @param onPrompt - Told the hash of each prompt it receives and its turn, to compare with the
 *   recording's.
 * @throws Error from `doGenerate` when asked more often than the recording answered.
 */
export function replayModel(
  modelId: string,
  outputs: ReadonlyArray<Omit<RawOutput, 'promptSha256'>>,
  onPrompt?: (promptSha256: string, turn: number) => void,
): LanguageModelV4 {
  let turn = 0;
  return {
    specificationVersion: 'v4',
    provider: 'tool-eval.replay',
    modelId,
    supportedUrls: {},
    doGenerate: async (params) => {
      const output = outputs[turn];
      if (output === undefined) {
        throw new Error(
          `the recording holds ${outputs.length} answer(s) for this task; the replay asked for more (did the task or the preset change?).`,
        );
      }
      onPrompt?.(promptHash(params), turn);
      turn += 1;
      const content: LanguageModelV4Content[] = [];
      if (output.reasoning !== undefined)
        content.push({ type: 'reasoning', text: output.reasoning });
      if (output.text !== '') content.push({ type: 'text', text: output.text });
      return {
        content,
        finishReason: { unified: output.finishReason, raw: output.rawFinishReason },
        usage: {
          inputTokens: {
            total: undefined,
            noCache: undefined,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: { total: undefined, text: undefined, reasoning: undefined },
        },
        warnings: [],
      };
    },
    doStream: async () => {
      throw new Error('tool-eval replays recorded answers through generate calls only.');
    },
  };
}

function joinParts(content: readonly LanguageModelV4Content[], type: 'text' | 'reasoning'): string {
  let text = '';
  for (const part of content) if (part.type === type) text += part.text;
  return text;
}
