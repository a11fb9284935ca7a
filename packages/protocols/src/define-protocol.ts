import { isDeclaredProperty } from '@tool/coercion';
import { createEngineStream } from './engine/create-engine-stream';
import { parseWithEngine } from './engine/parse-with-engine';
import type { SegmentFormat } from './engine/segment';
import { ToolCallEngine } from './engine/tool-call-engine';
import type { ToolRegistry } from './engine/tool-registry';
import type {
  FormatToolsArgs,
  HistoryToolCall,
  HistoryToolResult,
  OpeningClassifier,
  RecognizedSegment,
  SegmentArgs,
  ToolCallProtocol,
} from './types';

/** What a protocol declares; the engine supplies parsing, streaming and segment extraction. */
export interface ProtocolDefinition {
  name: string;
  /** The markers and segment parser of the format, for the tools of one parse. */
  createFormat(tools: ToolRegistry): SegmentFormat;
  formatTools(args: FormatToolsArgs): string;
  formatToolCall(toolCall: HistoryToolCall): string;
  formatToolResponse(toolResult: HistoryToolResult): string;
  /**
   * How the format's calls begin after a start marker that other formats may share
   * (`<tool_call>`), so that `withFallbackProtocols` can tell whose call it is. Without one the
   * format claims everything after a shared marker.
   */
  opening?: OpeningClassifier;
}

/**
 * Builds a {@link ToolCallProtocol} on the shared streaming engine. `parseGeneratedText` runs the
 * same incremental core as `createStreamParser`, over the whole text, so both always agree.
 */
export function defineProtocol(definition: ProtocolDefinition): ToolCallProtocol {
  const { name, createFormat } = definition;
  const protocol: ToolCallProtocol = {
    name,
    formatTools: (args) => definition.formatTools(args),
    formatToolCall: (toolCall) => definition.formatToolCall(toolCall),
    formatToolResponse: (toolResult) => definition.formatToolResponse(toolResult),
    parseGeneratedText: ({ text, tools, options }) =>
      parseWithEngine(
        new ToolCallEngine(createFormat, tools, options, false, isDeclaredProperty),
        text,
        options,
      ),
    createStreamParser: ({ tools, options }) =>
      createEngineStream(
        new ToolCallEngine(createFormat, tools, options, false, isDeclaredProperty),
        options,
      ),
    extractToolCallSegments: (args) =>
      recognizedSegments(createFormat, args)
        .filter((segment) => segment.kind === 'call')
        .map((segment) => segment.text),
    extractSegments: (args) => recognizedSegments(createFormat, args),
  };
  engineParts.set(protocol, { createFormat, opening: definition.opening });
  return protocol;
}

/** What the engine needs of each protocol made here, kept beside the public interface. */
const engineParts = new WeakMap<
  ToolCallProtocol,
  {
    createFormat: (tools: ToolRegistry) => SegmentFormat;
    opening: OpeningClassifier | undefined;
  }
>();

/**
 * The segment format behind a protocol made with {@link defineProtocol}, for tools (the inspector,
 * conformance tests) that drive the engine directly. Undefined for hand-written protocols.
 */
export function getProtocolFormat(
  protocol: ToolCallProtocol,
): ((tools: ToolRegistry) => SegmentFormat) | undefined {
  return engineParts.get(protocol)?.createFormat;
}

/**
 * How the calls of a protocol made with {@link defineProtocol} begin after a shared start marker
 * (its definition's `opening`). Undefined when it declared none, or was not made there.
 */
export function getProtocolOpening(protocol: ToolCallProtocol): OpeningClassifier | undefined {
  return engineParts.get(protocol)?.opening;
}

/** The call segments and thinking blocks the engine recognizes in `text`, in order. */
function recognizedSegments(
  createFormat: (tools: ToolRegistry) => SegmentFormat,
  { text, tools, options = {} }: SegmentArgs,
): RecognizedSegment[] {
  // Failures are not the question here; the parse itself reports them.
  const { onError: _onError, ...quiet } = options;
  const engine = new ToolCallEngine(createFormat, tools, quiet, true);
  const segments: RecognizedSegment[] = [];
  // The thinking block being recorded; text or a call in between ends it.
  let block: RecognizedSegment | undefined;
  for (const event of [...engine.push(text), ...engine.finish()]) {
    if (event.type === 'reasoning-segment') {
      if (block === undefined) {
        block = { kind: 'reasoning', text: '' };
        segments.push(block);
      }
      block.text += event.text;
    } else if (event.type === 'segment' || event.type === 'text') {
      block = undefined;
      if (event.type === 'segment') segments.push({ kind: 'call', text: event.text });
    }
  }
  return segments;
}
