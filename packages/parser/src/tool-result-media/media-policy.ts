import { ToolMiddlewareError } from '../tool-middleware-error';

/**
 * How files and images in tool results reach the model:
 * - `'model'`: as file parts of the next user message (next to the result's text, which names
 *   each file), for a model that reads them;
 * - `'placeholder'`: only as the text placeholder naming the file (`[image: chart.png, image/png,
 *   12.0 KB]`), for a text-only model;
 * - `'auto'` (default): file parts for the media types the provider declares it takes — a key of
 *   the model's `supportedUrls` that matches the file's media type (`image/*` matches
 *   `image/png`) — and placeholders for the rest.
 */
export type ToolResultMedia = 'model' | 'placeholder' | 'auto';

const MODES = ['model', 'placeholder', 'auto'] as const;

/** Whether a file of this media type goes to the model as a file part. */
export type AcceptsMedia = (mediaType: string) => boolean;

/** The part of a model that `'auto'` reads. */
export interface MediaModel {
  readonly supportedUrls?:
    | PromiseLike<Record<string, readonly RegExp[]>>
    | Record<string, readonly RegExp[]>;
}

/** The value of `toolResultMedia` as given, checked. */
export function checkToolResultMedia(value: unknown): ToolResultMedia | undefined {
  if (value === undefined) return undefined;
  if ((MODES as readonly unknown[]).includes(value)) return value as ToolResultMedia;
  throw new ToolMiddlewareError({
    code: 'INVALID_OPTION',
    message: `The tool-call middleware option toolResultMedia must be 'model', 'placeholder' or 'auto', got ${JSON.stringify(value) ?? String(value)}. Set it in createToolMiddleware({ toolResultMedia }) or per call in providerOptions.toolCallMiddleware.toolResultMedia.`,
  });
}

/**
 * The media policy of one call: the per-call `toolResultMedia` over the one given at creation
 * over `'auto'`. For `'auto'` the model's `supportedUrls` are read (awaited when a promise); a
 * model that declares none, or a model that cannot be asked, gets placeholders — today's
 * behaviour for text-only servers.
 */
export async function mediaPolicy(
  atCreation: unknown,
  perCall: unknown,
  model: MediaModel | undefined,
): Promise<AcceptsMedia> {
  const mode = checkToolResultMedia(perCall) ?? checkToolResultMedia(atCreation) ?? 'auto';
  if (mode === 'model') return () => true;
  if (mode === 'placeholder') return () => false;
  let declared: readonly string[] = [];
  try {
    declared = Object.keys((await model?.supportedUrls) ?? {});
  } catch {
    // A provider whose supportedUrls fails is asked nothing more: placeholders are always safe.
  }
  return (mediaType) => declared.some((pattern) => mediaTypeMatches(pattern, mediaType));
}

/**
 * Whether a `supportedUrls` key covers a media type: the same type, `*` / `*\/*`, or `top/*` for
 * any subtype of `top` (and for the bare `top`, which AI SDK 6 writes for an image without one).
 */
export function mediaTypeMatches(pattern: string, mediaType: string): boolean {
  const p = pattern.toLowerCase();
  const m = mediaType.toLowerCase();
  if (p === m || p === '*' || p === '*/*') return true;
  if (!p.endsWith('/*')) return false;
  const top = p.slice(0, -2);
  return m === top || m.startsWith(`${top}/`);
}
