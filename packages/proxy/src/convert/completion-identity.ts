import type { LanguageModelV4ResponseMetadata } from '@ai-sdk/provider';

/** What every chunk of one answer shares (OpenAI repeats them on each). */
export interface CompletionIdentity {
  id: string;
  created: number;
  model: string;
}

/**
 * The identity of an answer: the upstream's id and time when it sent them (so a proxied answer
 * can be found in the upstream's logs), otherwise a new `chatcmpl-…` id and the current time. The
 * model is the one the client asked for.
 */
export function completionIdentity(
  model: string,
  metadata: LanguageModelV4ResponseMetadata | undefined,
): CompletionIdentity {
  const timestamp = metadata?.timestamp?.getTime();
  return {
    id: metadata?.id ?? `chatcmpl-${crypto.randomUUID().replaceAll('-', '')}`,
    created: Math.floor((timestamp ?? Date.now()) / 1000),
    model,
  };
}
