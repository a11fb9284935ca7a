import type { FunctionTool, ProtocolOptions, StreamPart, ToolCallProtocol } from '@tool/protocols';
import { type Chunking, chunkText } from './chunk-text';
import type { TimelineEvent, TimelineStep } from './inspect-report';

/** What {@link streamTimeline} needs: the protocol, the output, the tools and the chunking. */
export interface StreamTimelineArgs {
  protocol: ToolCallProtocol;
  text: string;
  tools: ReadonlyArray<FunctionTool>;
  chunking: Chunking;
  /** Tool-call ids, so a replay is repeatable (default: the protocol's random ids). */
  generateId?: () => string;
  /** How thinking blocks are read (the middleware's `reasoning` option). */
  reasoning?: ProtocolOptions['reasoning'];
}

const INPUT_ID = 'inspect';

/**
 * Replays `text` through the protocol's real stream parser, one `text-delta` per chunk, and
 * records what came out after each chunk. The parser's transform is synchronous, so once a write
 * has been accepted and the reader has drained (one macrotask later), every part it produced for
 * that chunk has been read. `onError` runs inside the parser's `push`, before the chunk's parts
 * are written, so a step lists its errors first.
 */
export async function streamTimeline(args: StreamTimelineArgs): Promise<TimelineStep[]> {
  const { protocol, text, tools, chunking, generateId, reasoning } = args;
  let errors: TimelineEvent[] = [];
  let parts: TimelineEvent[] = [];
  const stream = protocol.createStreamParser({
    tools,
    options: {
      ...(generateId === undefined ? {} : { generateId }),
      ...(reasoning === undefined ? {} : { reasoning }),
      onError: (message, { code, toolName }) => {
        errors.push({
          type: 'error',
          code,
          message,
          ...(toolName === undefined ? {} : { toolName }),
        });
      },
    },
  });
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      record(parts, value);
    }
  })();
  const take = (): TimelineEvent[] => {
    const events = [...errors, ...parts];
    errors = [];
    parts = [];
    return events;
  };

  const steps: TimelineStep[] = [];
  await writer.write({ type: 'stream-start', warnings: [] });
  await writer.write({ type: 'text-start', id: INPUT_ID });
  let offset = 0;
  for (const chunk of chunkText(text, chunking)) {
    await writer.write({ type: 'text-delta', id: INPUT_ID, delta: chunk });
    await drained();
    const end = offset + chunk.length;
    steps.push({ index: steps.length, start: offset, end, final: false, events: take() });
    offset = end;
  }
  await writer.write({ type: 'text-end', id: INPUT_ID });
  await writer.write({
    type: 'finish',
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: { inputTokens: {}, outputTokens: {} },
  });
  await writer.close();
  await reading;
  steps.push({ index: steps.length, start: offset, end: offset, final: true, events: take() });
  return steps;
}

function drained(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Adds one output part to a step, joining consecutive text (or reasoning) deltas. */
function record(events: TimelineEvent[], part: StreamPart): void {
  const last = events[events.length - 1];
  switch (part.type) {
    case 'text-delta':
    case 'reasoning-delta': {
      const type = part.type === 'text-delta' ? 'text' : 'reasoning';
      const delta = String(part.delta);
      if (last !== undefined && last.type === type) last.text += delta;
      else events.push({ type, text: delta });
      return;
    }
    case 'tool-input-start':
      events.push({ type: part.type, id: String(part.id), toolName: String(part.toolName) });
      return;
    case 'tool-input-delta':
      events.push({ type: part.type, id: String(part.id), delta: String(part.delta) });
      return;
    case 'tool-input-end':
      events.push({ type: part.type, id: String(part.id) });
      return;
    case 'tool-call':
      events.push({
        type: part.type,
        id: String(part.toolCallId),
        toolName: String(part.toolName),
        input: String(part.input),
      });
      return;
    default:
      // Block boundaries, stream-start and finish carry nothing the timeline shows.
      return;
  }
}
