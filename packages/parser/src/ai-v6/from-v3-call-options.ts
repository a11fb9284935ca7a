import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { AnyPart, SdkPart } from '../core-types';

/**
 * AI SDK 6 call options as the specification-neutral core reads them. The one difference the core
 * would see is in tool results: V3 writes media in a `content` output as `file-data`, `file-url`,
 * `file-id`, `image-data`, `image-url` and `image-file-id` items, V4 as one `file` item with
 * tagged data. Those items become `file` items (mapped the way AI SDK 7 maps them), so a file in a
 * tool result reads the same in the prompt whichever SDK sent it. Messages without such items are
 * kept as the same objects.
 *
 * @param params The V3 call options, as AI SDK 6 hands them to the middleware.
 * @param provider The inner model's provider id, which keys a string file id as a reference.
 */
export function fromV3CallOptions<P extends LanguageModelV3CallOptions>(
  params: P,
  provider: string,
): P {
  let prompt: LanguageModelV3Prompt | undefined;
  params.prompt.forEach((message, index) => {
    if (message.role !== 'tool' && message.role !== 'assistant') return;
    if (!message.content.some(hasV3Media)) return;
    prompt ??= [...params.prompt];
    prompt[index] = withParts(message, (part) =>
      hasV3Media(part) ? toV4Result(part, provider) : part,
    );
  });
  return prompt === undefined ? params : { ...params, prompt };
}

/** `message` with each part replaced by `map(part)`, a part of the same kind. */
function withParts<M extends { content: ReadonlyArray<SdkPart> }>(
  message: M,
  map: (part: M['content'][number]) => M['content'][number],
): M {
  return { ...message, content: message.content.map(map) };
}

const V3_MEDIA = new Set([
  'file-data',
  'file-url',
  'file-id',
  'image-data',
  'image-url',
  'image-file-id',
]);

interface ContentOutput {
  type: 'content';
  value: unknown[];
}

function contentOutput(part: SdkPart): ContentOutput | undefined {
  if (part.type !== 'tool-result' || !('output' in part)) return undefined;
  const output = part.output as Partial<ContentOutput> | null | undefined;
  return output?.type === 'content' && Array.isArray(output.value)
    ? (output as ContentOutput)
    : undefined;
}

function hasV3Media(part: SdkPart): boolean {
  return contentOutput(part)?.value.some((item) => V3_MEDIA.has(itemType(item))) ?? false;
}

/**
 * The tool result with its V3 media items as V4 `file` items. Its type stays the V3 part's: the
 * core formats the result into text in the same call, so the V4 items never reach a V3 model.
 */
function toV4Result<T extends SdkPart>(part: T, provider: string): T {
  const output = contentOutput(part) as ContentOutput;
  return { ...part, output: { ...output, value: output.value.map((i) => toV4Item(i, provider)) } };
}

function itemType(item: unknown): string {
  return typeof item === 'object' && item !== null && typeof (item as AnyPart).type === 'string'
    ? (item as AnyPart).type
    : '';
}

/** One V3 content item in the V4 shape; text, custom and unknown items are kept as they are. */
function toV4Item(item: unknown, provider: string): unknown {
  if (!V3_MEDIA.has(itemType(item))) return item;
  const { type, data, url, fileId, mediaType, ...rest } = item as AnyPart;
  const image = type.startsWith('image-');
  // A V3 item without a media type says only "file" or "image"; no subtype is guessed.
  const media = typeof mediaType === 'string' ? mediaType : image ? 'image' : undefined;
  let fileData: Record<string, unknown>;
  if (type.endsWith('-data')) fileData = { type: 'data', data };
  else if (type.endsWith('-url')) fileData = { type: 'url', url };
  else fileData = { type: 'reference', reference: toReference(fileId, provider) };
  return {
    ...rest,
    type: 'file',
    ...(media === undefined ? {} : { mediaType: media }),
    data: fileData,
  };
}

/** V3 file ids are a string (for the current provider) or a provider → id record already. */
function toReference(fileId: unknown, provider: string): unknown {
  if (typeof fileId !== 'string') return fileId;
  const reference: Record<string, string> = {};
  // The provider id is not ours to trust as a plain key (it could be `__proto__`).
  Object.defineProperty(reference, provider, {
    value: fileId,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return reference;
}
