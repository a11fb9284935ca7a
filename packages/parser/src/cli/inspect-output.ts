import type { FunctionTool, ToolCallErrorMetadata } from '@tool/protocols';
import { type PresetName, presetDefinitions } from '../presets/preset-definitions';
import { type Chunking, describeChunking } from './chunk-text';
import { inferTools } from './infer-tools';
import type {
  InspectCall,
  InspectError,
  InspectReport,
  InspectSpan,
  StreamTimeline,
  TimelineStep,
} from './inspect-report';
import { LineIndex } from './line-index';
import { locateSegments } from './locate-segments';
import { type ReasoningMode, reasoningOption } from './reasoning-mode';
import { streamTimeline } from './stream-timeline';

/** What to inspect, and how. */
export interface InspectOptions {
  /** The model output. */
  text: string;
  preset: PresetName;
  /** Declared tools; without them, tools are inferred from the output ({@link inferTools}). */
  tools?: ReadonlyArray<FunctionTool>;
  /** Also replay the output as a stream cut this way. */
  stream?: Chunking;
  /** How thinking blocks are read (default `blocks`). */
  reasoning?: ReasoningMode;
}

/**
 * Parses a model output with one preset's protocol and reports everything a person debugging a
 * missed call wants: the calls, the text let through, the reasoning, the recognized segments
 * (calls and thinking blocks) and failed segments with their offsets, every `onError` report, and (with `stream`) the event timeline of a replay.
 * Tool-call ids are numbered (`call_1`, …) unless the format carries its own, so runs compare.
 */
export async function inspectOutput(options: InspectOptions): Promise<InspectReport> {
  const { text, preset } = options;
  const protocol = presetDefinitions[preset].protocol;
  const tools = options.tools ?? inferTools(protocol, text);
  const reasoningSetting = reasoningOption(options.reasoning ?? 'blocks');
  const reports: Array<{ message: string; metadata: ToolCallErrorMetadata }> = [];
  const content = protocol.parseGeneratedText({
    text,
    tools,
    options: {
      generateId: numberedIds(),
      onError: (message, metadata) => reports.push({ message, metadata }),
      reasoning: reasoningSetting,
    },
  });

  const calls: InspectCall[] = [];
  let outputText = '';
  let reasoning = '';
  for (const part of content) {
    if (part.type === 'text') outputText += part.text;
    else if (part.type === 'reasoning') reasoning += part.text;
    else calls.push(toCall(part.toolCallId, part.toolName, part.input));
  }

  const lines = new LineIndex(text);
  const failedRanges = locateSegments(
    text,
    reports.map(({ metadata }) => metadata.segment ?? ''),
  );
  const errors = reports.map(({ message, metadata }, i): InspectError => {
    const range = failedRanges[i];
    return {
      code: metadata.code,
      message,
      ...(metadata.toolName === undefined ? {} : { toolName: metadata.toolName }),
      ...(metadata.segment === undefined ? {} : { segment: metadata.segment }),
      ...(range === undefined ? {} : { position: { ...range, ...lines.locate(range.start) } }),
    };
  });
  // Calls and thinking blocks, in order: located in one pass, each after the one before.
  const recognized =
    protocol.extractSegments?.({ text, tools, options: { reasoning: reasoningSetting } }) ?? [];
  const recognizedRanges = locateSegments(
    text,
    recognized.map((segment) => segment.text),
  );
  const spans = mergeSpans([
    ...recognizedRanges.map((range, i) => {
      const kind = recognized[i]?.kind ?? 'call';
      return range && { ...range, kind };
    }),
    ...failedRanges.map((range) => range && { ...range, kind: 'failed' as const }),
  ]);

  const report: InspectReport = {
    preset,
    protocol: protocol.name,
    tools: {
      source: options.tools === undefined ? 'inferred' : 'file',
      names: tools.map((tool) => tool.name),
    },
    calls,
    text: outputText,
    reasoning,
    spans,
    errors,
  };
  if (options.stream !== undefined) {
    const steps = await streamTimeline({
      protocol,
      text,
      tools,
      chunking: options.stream,
      generateId: numberedIds(),
      reasoning: reasoningSetting,
    });
    report.timeline = timelineOf(steps, options.stream, report);
  }
  return report;
}

function toCall(toolCallId: string, toolName: string, inputText: string): InspectCall {
  let input: unknown = inputText;
  try {
    input = JSON.parse(inputText);
  } catch {
    // Protocols always write JSON; should one not, the raw string is still worth showing.
  }
  return { toolCallId, toolName, input, inputText };
}

/** Spans in order of position; one that overlaps an earlier span (never expected) is dropped. */
function mergeSpans(spans: ReadonlyArray<InspectSpan | undefined>): InspectSpan[] {
  const sorted = spans
    .filter((span): span is InspectSpan => span !== undefined)
    .sort((a, b) => a.start - b.start);
  const merged: InspectSpan[] = [];
  let end = 0;
  for (const span of sorted) {
    if (span.start < end) continue;
    merged.push(span);
    end = span.end;
  }
  return merged;
}

function timelineOf(
  steps: TimelineStep[],
  chunking: Chunking,
  report: InspectReport,
): StreamTimeline {
  let text = '';
  let reasoning = '';
  const calls: string[] = [];
  for (const step of steps) {
    for (const event of step.events) {
      if (event.type === 'text') text += event.text;
      else if (event.type === 'reasoning') reasoning += event.text;
      else if (event.type === 'tool-call') calls.push(`${event.toolName} ${event.input}`);
    }
  }
  const consistent =
    text === report.text &&
    reasoning === report.reasoning &&
    calls.join('\n') ===
      report.calls.map((call) => `${call.toolName} ${call.inputText}`).join('\n');
  return { chunking: describeChunking(chunking), steps, consistent };
}

/** `call_1`, `call_2`, …: readable, and the same on every run. */
function numberedIds(): () => string {
  let next = 1;
  return () => `call_${next++}`;
}
