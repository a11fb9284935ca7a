/** A base64 data URL, split. */
export interface InlineData {
  mediaType: string;
  /** The base64 payload. */
  data: string;
}

/**
 * Splits a base64 data URL (`data:image/png;base64,iVBOR…`) into its media type and payload.
 *
 * @returns undefined for anything else (an http(s) URL, a data URL that is not base64).
 */
export function parseDataUrl(url: string): InlineData | undefined {
  if (!url.startsWith('data:')) return undefined;
  const comma = url.indexOf(',');
  if (comma < 0) return undefined;
  const header = url.slice(5, comma);
  if (!header.endsWith(';base64')) return undefined;
  const mediaType = header.slice(0, -';base64'.length).split(';')[0] ?? '';
  return { mediaType: mediaType || 'application/octet-stream', data: url.slice(comma + 1) };
}
