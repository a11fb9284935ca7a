import { getProtocolFormat } from '../define-protocol';
import { ToolCallEngine } from '../engine/tool-call-engine';
import type {
  FunctionTool,
  ProtocolOptions,
  ToolCallErrorMetadata,
  ToolCallProtocol,
} from '../types';
import {
  runStream,
  type Summary,
  streamViolations,
  summarizeContent,
  summarizeParts,
} from './stream-helpers';

/** One `onError` report, reduced to what must be the same in every mode and chunking. */
export interface ReportedError {
  code: string;
  toolName: string | undefined;
  segment: string | undefined;
  position: number | undefined;
}

/** What one run of a protocol gave: the user-visible summary and every error report. */
export interface OutputRun {
  summary: Summary;
  errors: ReportedError[];
}

function collector(errors: ReportedError[]): (m: string, d: ToolCallErrorMetadata) => void {
  return (_message, { code, toolName, segment, position }) =>
    errors.push({ code, toolName, segment, position });
}

/** `parseGeneratedText` over the whole text, with error reports collected. */
export function runGenerate(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  text: string,
  options: ProtocolOptions = {},
): OutputRun {
  const errors: ReportedError[] = [];
  const content = protocol.parseGeneratedText({
    text,
    tools,
    options: { ...options, onError: collector(errors) },
  });
  return { summary: summarizeContent(content), errors };
}

/** The stream parser over `chunks`, with error reports collected and the stream contract checked. */
export async function runStreamed(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  chunks: readonly string[],
  options: ProtocolOptions = {},
): Promise<OutputRun & { violations: string[] }> {
  const errors: ReportedError[] = [];
  const parts = await runStream(protocol, tools, chunks, {
    ...options,
    onError: collector(errors),
  });
  return { summary: summarizeParts(parts), errors, violations: streamViolations(parts) };
}

/**
 * Text events plus recognized segments (calls and thinking blocks, markers and framing whitespace
 * included), in order, straight from the engine. With failed-call text emitted (the default) this
 * must be the input, character for character.
 */
export function reassemble(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  chunks: readonly string[],
  options: ProtocolOptions = {},
): string {
  const createFormat = getProtocolFormat(protocol);
  if (createFormat === undefined)
    throw new Error(`${protocol.name} was not made with defineProtocol`);
  const engine = new ToolCallEngine(createFormat, tools, options, true);
  let out = '';
  const take = (events: ReturnType<ToolCallEngine['push']>) => {
    for (const e of events) {
      if (e.type === 'text' || e.type === 'segment' || e.type === 'reasoning-segment')
        out += e.text;
    }
  };
  for (const chunk of chunks) take(engine.push(chunk));
  take(engine.finish());
  return out;
}
