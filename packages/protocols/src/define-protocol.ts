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
      parseWithEngine(new ToolCallEngine(createFormat, tools, options), text, options),
    createStreamParser: ({ tools, options }) =>
      createEngineStream(new ToolCallEngine(createFormat, tools, options), options),
    extractToolCallSegments: ({ text, tools }) => {
      const engine = new ToolCallEngine(createFormat, tools, {}, true);
      const segments: string[] = [];
      for (const event of [...engine.push(text), ...engine.finish()]) {
        if (event.type === 'segment') segments.push(event.text);
      }
      return segments;
    },
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
