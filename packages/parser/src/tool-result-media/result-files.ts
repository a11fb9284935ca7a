/**
 * A file of a tool result as a file part of the next user message, in the AI SDK 7 shape (the
 * AI SDK 6 entry turns it into the V3 shape on the way out).
 */
export type ResultFilePart = {
  type: 'file';
  mediaType: string;
  filename?: string;
  data: { type: 'data'; data: string | Uint8Array } | { type: 'url'; url: URL };
};

/**
 * The files of a tool result's `content` output that may go to the model as they are: bytes the
 * tool returned (base64 text or a `Uint8Array`) and `http:` / `https:` URLs. Anything else — a
 * `file:` or other URL, a provider reference, a text file — stays a placeholder only: the
 * middleware never reads a local path or resolves a reference on the model's behalf. Results
 * without a `content` output have no files. AI SDK 6 media items arrive here already as `file`
 * items (the AI SDK 6 entry converts them first).
 */
export function resultFiles(output: unknown): ResultFilePart[] {
  if (!isRecord(output) || output.type !== 'content' || !Array.isArray(output.value)) return [];
  const files: ResultFilePart[] = [];
  for (const item of output.value) {
    const file = fileOf(item);
    if (file !== undefined) files.push(file);
  }
  return files;
}

function fileOf(item: unknown): ResultFilePart | undefined {
  if (!isRecord(item) || item.type !== 'file' || typeof item.mediaType !== 'string') {
    return undefined;
  }
  const data = sendableData(item.data);
  if (data === undefined) return undefined;
  return {
    type: 'file',
    mediaType: item.mediaType,
    ...(typeof item.filename === 'string' ? { filename: item.filename } : {}),
    data,
  };
}

function sendableData(data: unknown): ResultFilePart['data'] | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'data') {
    return typeof data.data === 'string' || data.data instanceof Uint8Array
      ? { type: 'data', data: data.data }
      : undefined;
  }
  if (data.type === 'url') {
    const url = webUrl(data.url);
    return url === undefined ? undefined : { type: 'url', url };
  }
  return undefined;
}

/** The URL when it is an http(s) URL, whether given as a `URL` or as text; otherwise undefined. */
function webUrl(value: unknown): URL | undefined {
  let url: URL;
  if (value instanceof URL) url = value;
  else if (typeof value === 'string' && URL.canParse(value)) url = new URL(value);
  else return undefined;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
