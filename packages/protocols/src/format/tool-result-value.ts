/**
 * The value of a tool result as the model should read it, for every output kind of the AI SDK
 * (V4 and V3): `text` and `json` give their value; errors give `{ error }`; a denied execution
 * gives `{ error, reason }`; `content` gives its text parts and a readable placeholder for each
 * file or image, because a text protocol cannot carry binary data.
 */
export function toolResultValue(output: unknown): unknown {
  if (typeof output !== 'object' || output === null || !('type' in output)) return output;
  const o = output as { type: string; value?: unknown; reason?: unknown };
  switch (o.type) {
    case 'text':
    case 'json':
      return o.value;
    case 'error-text':
    case 'error-json':
      return { error: o.value };
    case 'execution-denied':
      return {
        error: 'The tool execution was denied.',
        ...(typeof o.reason === 'string' ? { reason: o.reason } : {}),
      };
    case 'content':
      return Array.isArray(o.value) ? o.value.map(contentItem) : o.value;
    default:
      return 'value' in o ? o.value : output;
  }
}

function contentItem(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const part = item as Record<string, unknown>;
  switch (part.type) {
    case 'text':
      return part.text;
    // V4: one `file` item whose `data` is tagged (data / url / reference / text).
    case 'file':
      return filePlaceholder(part.mediaType, part.filename, part.data);
    // V3 (AI SDK 6) media items.
    case 'image-data':
    case 'file-data':
      return filePlaceholder(
        part.mediaType ?? (part.type === 'image-data' ? 'image' : undefined),
        part.filename,
        {
          type: 'data',
          data: part.data,
        },
      );
    case 'image-url':
    case 'file-url':
      return filePlaceholder(
        part.mediaType ?? (part.type === 'image-url' ? 'image' : undefined),
        undefined,
        {
          type: 'url',
          url: part.url,
        },
      );
    case 'image-file-id':
    case 'file-id':
      return `[${part.type === 'image-file-id' ? 'image' : 'file'} ${describeId(part.fileId)}]`;
    case 'media':
      return filePlaceholder(part.mediaType, undefined, { type: 'data', data: part.data });
    default:
      return `[${String(part.type ?? 'unknown')} content]`;
  }
}

function filePlaceholder(mediaType: unknown, filename: unknown, data: unknown): string {
  const kind = typeof mediaType === 'string' && mediaType.startsWith('image') ? 'image' : 'file';
  const details: string[] = [];
  if (typeof filename === 'string') details.push(filename);
  if (typeof mediaType === 'string' && mediaType !== 'image') details.push(mediaType);
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (d.type === 'url' && d.url !== undefined) details.push(String(d.url));
  else if (d.type === 'data') details.push(sizeOf(d.data));
  else if (d.type === 'text' && typeof d.text === 'string') details.push(sizeOf(d.text));
  else if (d.type === 'reference') details.push('provider reference');
  return `[${kind}${details.length > 0 ? `: ${details.join(', ')}` : ''}]`;
}

function sizeOf(data: unknown): string {
  let bytes: number | undefined;
  if (data instanceof Uint8Array) bytes = data.byteLength;
  else if (typeof data === 'string') bytes = Math.floor((data.length * 3) / 4);
  if (bytes === undefined) return 'inline data';
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`;
}

function describeId(id: unknown): string {
  if (typeof id === 'string') return id;
  if (typeof id === 'object' && id !== null) return Object.values(id).map(String).join(', ');
  return 'id';
}
