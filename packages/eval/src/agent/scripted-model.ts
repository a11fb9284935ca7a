import type { LanguageModelV4, LanguageModelV4Content } from '@ai-sdk/provider';

/**
 * A model that answers each request with the next entry of `turns`: calls as native tool-call
 * parts, or text. For tests of the agent loop without a server or a format.
 */
export function scriptedModel(
  turns: ReadonlyArray<
    | { calls: ReadonlyArray<{ name: string; arguments: Record<string, unknown> }> }
    | { text: string }
  >,
): LanguageModelV4 {
  let next = 0;
  const usage = {
    inputTokens: {
      total: undefined,
      noCache: undefined,
      cacheRead: undefined,
      cacheWrite: undefined,
    },
    outputTokens: { total: undefined, text: undefined, reasoning: undefined },
  };
  return {
    specificationVersion: 'v4',
    provider: 'scripted',
    modelId: 'scripted',
    supportedUrls: {},
    doGenerate: async () => {
      const turn = turns[next++] ?? { text: '' };
      const content: LanguageModelV4Content[] =
        'text' in turn
          ? [{ type: 'text', text: turn.text }]
          : turn.calls.map((call, index) => ({
              type: 'tool-call',
              toolCallId: `call-${next}-${index}`,
              toolName: call.name,
              input: JSON.stringify(call.arguments),
            }));
      return {
        content,
        finishReason: { unified: 'text' in turn ? 'stop' : 'tool-calls', raw: undefined },
        usage,
        warnings: [],
      };
    },
    doStream: async () => {
      throw new Error('scriptedModel answers generate calls only.');
    },
  };
}
