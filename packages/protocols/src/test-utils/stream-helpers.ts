import { readMalformedCall } from '../engine/malformed-call-metadata';
import type { FunctionTool, ProtocolOptions, StreamPart, ToolCallProtocol } from '../types';

export const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** Cuts `text` into pieces of the given sizes, repeating the last size. */
export function chunkBySizes(text: string, sizes: readonly number[]): string[] {
  const chunks: string[] = [];
  let i = 0;
  let k = 0;
  while (i < text.length) {
    const size = Math.max(1, sizes[Math.min(k, sizes.length - 1)] ?? 1);
    chunks.push(text.slice(i, i + size));
    i += size;
    k++;
  }
  return chunks;
}

/** A provider stream: stream-start, one text block with the given deltas, extra parts, finish. */
export function providerParts(
  chunks: readonly string[],
  { finishReason = 'stop', extra = [] as StreamPart[] } = {},
): StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 'p0' },
    ...chunks.map((delta) => ({ type: 'text-delta' as const, id: 'p0', delta })),
    ...extra,
    { type: 'text-end', id: 'p0' },
    { type: 'finish', finishReason: { unified: finishReason, raw: finishReason }, usage },
  ];
}

/** Pull-based source: one part per `pull`, as a real provider delivers them. */
export function readableFrom<T>(items: readonly T[]): ReadableStream<T> {
  let i = 0;
  return new ReadableStream<T>({
    pull(controller) {
      if (i < items.length) controller.enqueue(items[i++] as T);
      else controller.close();
    },
  });
}

export async function collect<T>(stream: ReadableStream<T>): Promise<T[]> {
  const out: T[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

export async function runStream(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  chunks: readonly string[],
  options: ProtocolOptions = {},
  providerOptions: Parameters<typeof providerParts>[1] = {},
): Promise<StreamPart[]> {
  const parser = protocol.createStreamParser({ tools, options });
  return collect(readableFrom(providerParts(chunks, providerOptions)).pipeThrough(parser));
}

export interface Summary {
  text: string;
  reasoning: string;
  calls: Array<{ toolName: string; input: string }>;
}

/** What a user sees: all text, all reasoning, and the calls in order. */
export function summarizeParts(parts: readonly StreamPart[]): Summary {
  const summary: Summary = { text: '', reasoning: '', calls: [] };
  for (const part of parts) {
    if (part.type === 'text-delta') summary.text += part.delta as string;
    else if (part.type === 'reasoning-delta') summary.reasoning += part.delta as string;
    else if (part.type === 'tool-call') {
      summary.calls.push({ toolName: part.toolName as string, input: part.input as string });
    }
  }
  return summary;
}

export function summarizeContent(
  content: ReturnType<ToolCallProtocol['parseGeneratedText']>,
): Summary {
  const summary: Summary = { text: '', reasoning: '', calls: [] };
  for (const part of content) {
    if (part.type === 'text') summary.text += part.text;
    else if (part.type === 'reasoning') summary.reasoning += part.text;
    else summary.calls.push({ toolName: part.toolName, input: part.input });
  }
  return summary;
}

/** A content part without ids: what a user reads, in order. */
export type OrderedPart =
  | { type: 'text' | 'reasoning'; text: string }
  | { type: 'tool-call'; toolName: string; input: string };

/** The text blocks, reasoning blocks and calls of a stream, in order (each block joined). */
export function orderedParts(parts: readonly StreamPart[]): OrderedPart[] {
  const out: OrderedPart[] = [];
  const open = new Map<string, { type: 'text' | 'reasoning'; text: string }>();
  for (const part of parts) {
    const id = (part as { id?: string }).id as string;
    if (part.type === 'text-start' || part.type === 'reasoning-start') {
      const block = { type: part.type === 'text-start' ? 'text' : 'reasoning', text: '' } as const;
      const entry = { ...block };
      open.set(id, entry);
      out.push(entry);
    } else if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
      const block = open.get(id);
      if (block !== undefined) block.text += part.delta as string;
    } else if (part.type === 'tool-call') {
      out.push({
        type: 'tool-call',
        toolName: part.toolName as string,
        input: part.input as string,
      });
    }
  }
  return out;
}

/** Generate-mode content without ids, as {@link orderedParts} gives a stream. */
export function orderedContent(
  content: ReturnType<ToolCallProtocol['parseGeneratedText']>,
): OrderedPart[] {
  return content.map((part) =>
    part.type === 'tool-call'
      ? { type: 'tool-call', toolName: part.toolName, input: part.input }
      : { type: part.type, text: part.text },
  );
}

/**
 * Checks the stream contract; returns a list of violations (empty when the stream is right):
 * text deltas inside their blocks, each call's start → deltas → end → call with one id and the
 * deltas adding up to the input, unique ids, and `finish` last.
 */
export function streamViolations(parts: readonly StreamPart[]): string[] {
  const problems: string[] = [];
  const openText = new Set<string>();
  const calls = new Map<string, { deltas: string; state: 'open' | 'ended' | 'called' }>();
  parts.forEach((part, index) => {
    const id = (part as { id?: string }).id as string;
    switch (part.type) {
      case 'text-start':
        openText.add(id);
        break;
      case 'text-delta':
        if (!openText.has(id)) problems.push(`text-delta ${id} outside its block at ${index}`);
        break;
      case 'text-end':
        if (!openText.delete(id)) problems.push(`text-end ${id} without start at ${index}`);
        break;
      case 'tool-input-start':
        if (calls.has(id)) problems.push(`duplicate tool-call id ${id}`);
        if (openText.size > 0) problems.push(`text block still open when call ${id} started`);
        calls.set(id, { deltas: '', state: 'open' });
        break;
      case 'tool-input-delta': {
        const call = calls.get(id);
        if (call?.state !== 'open') problems.push(`tool-input-delta for ${id} outside start/end`);
        else call.deltas += part.delta as string;
        break;
      }
      case 'tool-input-end': {
        const call = calls.get(id);
        if (call?.state !== 'open') problems.push(`tool-input-end for ${id} without start`);
        else call.state = 'ended';
        break;
      }
      case 'tool-call': {
        const callId = part.toolCallId as string;
        const call = calls.get(callId);
        if (call?.state !== 'ended')
          problems.push(`tool-call ${callId} not preceded by its input parts`);
        else {
          call.state = 'called';
          // A call sent back to the model (feedback mode) may carry the text the model wrote, which
          // is not JSON, after deltas of the arguments read before the call broke.
          const malformed = readMalformedCall(part.providerMetadata);
          if (malformed !== undefined && part.input === malformed.segment) break;
          if (call.deltas !== part.input)
            problems.push(`deltas of ${callId} do not add up to its input`);
          try {
            const value = JSON.parse(part.input as string);
            if (typeof value !== 'object' || value === null || Array.isArray(value)) {
              problems.push(`input of ${callId} is not a JSON object`);
            }
          } catch {
            problems.push(`input of ${callId} is not JSON: ${part.input as string}`);
          }
        }
        break;
      }
    }
  });
  if (openText.size > 0) problems.push('a text block was never closed');
  if (parts[parts.length - 1]?.type !== 'finish')
    problems.push('the stream does not end with finish');
  return problems;
}
