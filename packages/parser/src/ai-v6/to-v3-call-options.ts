import type { LanguageModelV3CallOptions, LanguageModelV3FilePart } from '@ai-sdk/provider';

/**
 * The core's transformed params as V3 call options. V4 added the `reasoning` call option, which
 * a V3 model does not know; it is left out should the core ever carry one. The files of tool
 * results that the core adds to user messages (`toolResultMedia`) are written in the V4 shape,
 * with tagged `data`; they become V3 file parts, whose `data` is the bytes or the URL itself.
 * Everything else is the same in both specifications.
 */
export function toV3CallOptions(params: LanguageModelV3CallOptions): LanguageModelV3CallOptions {
  const { reasoning: _reasoning, ...rest } = params as LanguageModelV3CallOptions & {
    reasoning?: unknown;
  };
  const withoutReasoning = Object.hasOwn(params, 'reasoning') ? rest : params;
  if (!withoutReasoning.prompt.some(hasTaggedFile)) return withoutReasoning;
  return {
    ...withoutReasoning,
    prompt: withoutReasoning.prompt.map((message) =>
      message.role === 'user' && hasTaggedFile(message)
        ? { ...message, content: message.content.map(untagFile) }
        : message,
    ),
  };
}

type Message = LanguageModelV3CallOptions['prompt'][number];
type UserPart = Extract<Message, { role: 'user' }>['content'][number];

/** V4 file data: `{ type: 'data', data }` or `{ type: 'url', url }`; V3 data is never tagged. */
function taggedData(part: { type: string; data?: unknown }): { data: unknown } | undefined {
  if (part.type !== 'file') return undefined;
  const data = part.data as { type?: unknown; data?: unknown; url?: unknown } | null | undefined;
  if (typeof data !== 'object' || data === null || data instanceof URL) return undefined;
  if (data instanceof Uint8Array) return undefined;
  if (data.type === 'data') return { data: data.data };
  if (data.type === 'url') return { data: data.url };
  return undefined;
}

function hasTaggedFile(message: Message): boolean {
  return (
    message.role === 'user' &&
    message.content.some((part) => taggedData(part as { type: string }) !== undefined)
  );
}

function untagFile(part: UserPart): UserPart {
  const untagged = taggedData(part as { type: string });
  if (untagged === undefined) return part;
  return {
    ...(part as LanguageModelV3FilePart),
    data: untagged.data as LanguageModelV3FilePart['data'],
  };
}
