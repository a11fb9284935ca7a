import {
  type FinishReason,
  fixFinishReason,
  readMalformedCall,
  type StreamPart,
  type ToolCallContent,
} from '@tool/protocols';
import type { AnyPart } from './core-types';

/**
 * With the hybrid transport a call can reach the middleware twice in one answer: as a native
 * `tool-call` from the server's parser and as text the middleware parses. A call is run once:
 * a call identical (tool name and input, compared as canonical JSON) to an earlier call of the
 * other kind in the same answer is dropped. Two identical calls of one kind are both kept — the
 * model may mean both. A call sent back to the model (feedback mode) never runs, so it counts for
 * neither.
 */
class CallsSeen {
  private readonly keys: Array<{ native: boolean; key: string }> = [];

  /** Whether a call of the other kind than `native` has completed. */
  hasOther(native: boolean): boolean {
    return this.keys.some((seen) => seen.native !== native);
  }

  /** Records a completed call; false when it repeats a call of the other kind (drop it). */
  admit(native: boolean, part: AnyPart): boolean {
    if (readMalformedCall(part.providerMetadata) !== undefined) return true;
    const key = callKey(part.toolName, part.input);
    if (this.keys.some((seen) => seen.native !== native && seen.key === key)) return false;
    this.keys.push({ native, key });
    return true;
  }
}

/**
 * Generate mode: `content` after parsing, where `parsed` are the calls parsed from text (every
 * other `tool-call` is native). Returns the content without repeated calls, and all its calls.
 */
export function dropRepeatedCalls(
  content: ReadonlyArray<AnyPart>,
  parsed: ReadonlyArray<AnyPart>,
): { content: AnyPart[]; calls: ToolCallContent[] } {
  const fromText = new Set(parsed);
  const seen = new CallsSeen();
  const kept: AnyPart[] = [];
  const calls: ToolCallContent[] = [];
  for (const part of content) {
    if (isToolCall(part)) {
      if (!seen.admit(!fromText.has(part), part)) continue;
      calls.push(part);
    }
    kept.push(part);
  }
  return { content: kept, calls };
}

/** A generated `tool-call` content part, as the AI SDK guarantees its fields. */
function isToolCall(part: AnyPart): part is AnyPart & ToolCallContent {
  return part.type === 'tool-call';
}

/**
 * Stream mode: runs the provider's stream through `parser` (the protocol's stream parser, which
 * passes native tool parts through untouched) and drops a call that repeats one of the other kind.
 * The input parts of a call that might still turn out to repeat one (a call of the other kind has
 * completed in this answer) are held until its `tool-call`, and dropped with it — so no
 * `tool-input-start` is ever left without its call. `finish` says `tool-calls` when any call came
 * out, native or parsed.
 */
export function hybridStream(
  parser: ReadableWritablePair<StreamPart, StreamPart>,
): ReadableWritablePair<StreamPart, StreamPart> {
  const native = new Set<string>();
  const tag = new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      if (part.type === 'tool-input-start' || part.type === 'tool-call') native.add(idOf(part));
      controller.enqueue(part);
    },
  });
  const seen = new CallsSeen();
  const held = new Map<string, StreamPart[]>();
  let sawCall = false;
  const release = (controller: TransformStreamDefaultController<StreamPart>) => {
    for (const parts of held.values()) for (const part of parts) controller.enqueue(part);
    held.clear();
  };
  const settle = new TransformStream<StreamPart, StreamPart>({
    transform(part, controller) {
      switch (part.type) {
        case 'tool-input-start':
          if (seen.hasOther(native.has(idOf(part)))) held.set(idOf(part), [part]);
          else controller.enqueue(part);
          return;
        case 'tool-input-delta':
        case 'tool-input-end': {
          const parts = held.get(idOf(part));
          if (parts !== undefined) parts.push(part);
          else controller.enqueue(part);
          return;
        }
        case 'tool-call': {
          const id = idOf(part);
          const parts = held.get(id) ?? [];
          held.delete(id);
          if (!seen.admit(native.has(id), part)) return;
          for (const input of parts) controller.enqueue(input);
          controller.enqueue(part);
          sawCall = true;
          return;
        }
        case 'finish': {
          release(controller);
          const reason = part.finishReason as FinishReason | undefined;
          controller.enqueue(
            reason === undefined
              ? part
              : { ...part, finishReason: fixFinishReason(reason, sawCall) },
          );
          return;
        }
        default:
          controller.enqueue(part);
      }
    },
    flush: release,
  });
  return {
    writable: tag.writable,
    readable: tag.readable.pipeThrough(parser).pipeThrough(settle),
  };
}

/** The id of a tool part: `id` of the input parts, `toolCallId` of the call. */
function idOf(part: StreamPart): string {
  const fields: AnyPart = part;
  const id = part.type === 'tool-call' ? fields.toolCallId : fields.id;
  return typeof id === 'string' ? id : '';
}

/** Tool name and input, the input as canonical JSON (keys sorted) when it parses. */
function callKey(toolName: unknown, input: unknown): string {
  let canonical = String(input);
  try {
    canonical = JSON.stringify(sortKeys(JSON.parse(canonical)));
  } catch {
    // Not JSON: compared as written.
  }
  return `${String(toolName)}\u0000${canonical}`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    Object.defineProperty(sorted, key, {
      value: sortKeys((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sorted;
}
