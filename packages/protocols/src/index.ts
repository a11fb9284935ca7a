export { defineProtocol, getProtocolFormat, type ProtocolDefinition } from './define-protocol';
export { fixFinishReason } from './engine/finish-reason';
export { generateToolCallId } from './engine/generate-id';
export { getPotentialStartIndex } from './engine/get-potential-start-index';
export { JsonArgumentEmitter } from './engine/json-argument-emitter';
export { type JsonBlockOptions, JsonBlockSegment } from './engine/json-block-segment';
export { JsonCallBlock } from './engine/json-call-block';
export { type JsonCallKeys, JsonCallObject } from './engine/json-call-object';
export { JsonStringEscaper } from './engine/json-string-escaper';
export { type MarkerMatch, MarkerMatcher } from './engine/marker-matcher';
export {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
  type ToolCallWriter,
} from './engine/segment';
export {
  DEFAULT_MAX_TOOL_CALL_SIZE,
  type EngineEvent,
  ToolCallEngine,
} from './engine/tool-call-engine';
export { type RegisteredTool, ToolRegistry } from './engine/tool-registry';
export { ToolCallParseError, type ToolCallParseErrorCode } from './errors/tool-call-parse-error';
export { toolCallInput } from './format/tool-call-input';
export { toolResultValue } from './format/tool-result-value';
export { type JsonMixProtocolOptions, jsonMixProtocol } from './json-mix/json-mix-protocol';
export { morphXmlProtocol } from './morph-xml/morph-xml-protocol';
export type {
  FinishReason,
  FormatToolsArgs,
  FunctionTool,
  HistoryToolCall,
  HistoryToolResult,
  JSONSchema,
  ParseArgs,
  ParsedContent,
  ProtocolOptions,
  ReasoningContent,
  StreamParserArgs,
  StreamPart,
  TextContent,
  ToolCallContent,
  ToolCallErrorMetadata,
  ToolCallProtocol,
} from './types';
