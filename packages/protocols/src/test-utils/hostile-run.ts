import { expect } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import type { EngineEvent } from '../engine/engine-event';
import { ToolCallEngine } from '../engine/tool-call-engine';
import type {
  ProtocolOptions,
  StreamPart,
  ToolCallErrorMetadata,
  ToolCallProtocol,
} from '../types';
import { bestCpuCost, cpuCost, touchEveryCharacter } from './cpu-cost';
import type { ReportedError } from './run-outputs';
import {
  chunkBySizes,
  collect,
  providerParts,
  readableFrom,
  type Summary,
  streamViolations,
  summarizeParts,
} from './stream-helpers';
import { testTools } from './tools';

/**
 * Bounds on the cost ratios of one hostile input. Generate mode is compared with a bare character
 * loop over the text: parsing costs up to some hundreds of times that, a quadratic pass over
 * 10⁵–10⁷ characters 10⁴–10⁷ times. Stream mode is compared with what it cannot avoid: the same
 * parsing (generate mode's cost) plus moving its input and output parts through an identity
 * stream; it costs about that, while re-reading the text held so far on every chunk costs hundreds
 * of times more.
 */
export const GENERATE_RATIO_LIMIT = 5000;
export const STREAM_RATIO_LIMIT = 25;

/** Streams get at most this many chunks, so the fixed cost per part stays small in CI. */
const MAX_CHUNKS = 4000;

/** What one hostile input gave in generate mode (stream mode was checked to be the same). */
export interface HostileResult {
  summary: Summary;
  errors: ReportedError[];
  generateRatio: number;
  streamRatio: number;
}

/** Generate mode, exactly as `parseGeneratedText` runs it, keeping the recognized segments too. */
function generateWithSegments(
  protocol: ToolCallProtocol,
  text: string,
  options: ProtocolOptions,
  errors: ReportedError[],
): { summary: Summary; reassembled: string } {
  const createFormat = getProtocolFormat(protocol);
  if (createFormat === undefined) throw new Error(`${protocol.name} is not made by defineProtocol`);
  const engine = new ToolCallEngine(
    createFormat,
    testTools,
    { ...options, onError: (_m, d) => errors.push(toReported(d)) },
    true,
  );
  const summary: Summary = { text: '', reasoning: '', calls: [] };
  const pieces: string[] = [];
  const take = (events: EngineEvent[]) => {
    for (const event of events) {
      if (event.type === 'text') summary.text += event.text;
      else if (event.type === 'reasoning') summary.reasoning += event.text;
      else if (event.type === 'tool-call')
        summary.calls.push({ toolName: event.toolName, input: event.input });
      if (event.type === 'text' || event.type === 'segment' || event.type === 'reasoning-segment')
        pieces.push(event.text);
    }
  };
  take(engine.push(text));
  take(engine.finish());
  return { summary, reassembled: pieces.join('') };
}

function toReported(d: ToolCallErrorMetadata): ReportedError {
  return { code: d.code, toolName: d.toolName, segment: d.segment, position: d.position };
}

const sameError = (a: ReportedError, b: ReportedError | undefined) =>
  a.code === b?.code &&
  a.segment === b.segment &&
  a.position === b.position &&
  a.toolName === b.toolName;

/**
 * Runs one hostile output through `protocol` in generate mode and in stream mode (cut into
 * `chunkSize` pieces) and checks what must hold for any input: nothing throws, the stream keeps
 * its contract and ends with `finish`, both modes agree on text, calls and error reports, every
 * character comes back (text + recognized segments), and each mode's CPU cost stays within a
 * linear bound of its baseline — a character loop for generate, an identity stream for streaming.
 * Multi-megabyte results are compared without printing diffs.
 */
export async function runHostile(
  protocol: ToolCallProtocol,
  text: string,
  { chunkSize = 64, options = {} }: { chunkSize?: number; options?: ProtocolOptions } = {},
): Promise<HostileResult> {
  const size = Math.max(chunkSize, Math.ceil(text.length / MAX_CHUNKS));
  const parts = providerParts(chunkBySizes(text, [size]));
  const errors: ReportedError[] = [];
  let generated = { summary: { text: '', reasoning: '', calls: [] } as Summary, reassembled: '' };
  const generate = await cpuCost(() => {
    generated = generateWithSegments(protocol, text, options, errors);
  });
  let streamedParts: StreamPart[] = [];
  const streamErrors: ReportedError[] = [];
  const stream = await cpuCost(async () => {
    const parser = protocol.createStreamParser({
      tools: testTools,
      options: { ...options, onError: (_m, d) => streamErrors.push(toReported(d)) },
    });
    streamedParts = await collect(readableFrom(parts).pipeThrough(parser));
  });
  const identity = (items: StreamPart[]) => () =>
    collect(readableFrom(items).pipeThrough(new TransformStream<StreamPart, StreamPart>()));
  const generateRatio = generate / (await bestCpuCost(() => touchEveryCharacter([text])));
  const streamRatio =
    stream /
    (generate +
      (await bestCpuCost(identity(parts))) +
      (await bestCpuCost(identity(streamedParts))));

  const { summary } = generated;
  const streamed = summarizeParts(streamedParts);
  expect(streamViolations(streamedParts)).toEqual([]);
  expect(streamed.text === summary.text).toBe(true);
  expect(streamed.reasoning === summary.reasoning).toBe(true);
  expect(streamed.calls.length).toBe(summary.calls.length);
  expect(streamed.calls.every((c, i) => c.input === summary.calls[i]?.input)).toBe(true);
  expect(streamErrors.length).toBe(errors.length);
  expect(streamErrors.every((e, i) => sameError(e, errors[i]))).toBe(true);
  expect(generated.reassembled === text).toBe(true);
  expect(generateRatio).toBeLessThan(GENERATE_RATIO_LIMIT);
  expect(streamRatio).toBeLessThan(STREAM_RATIO_LIMIT);
  return { summary, errors, generateRatio, streamRatio };
}
