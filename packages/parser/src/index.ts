export {
  type JsonMixProtocolOptions,
  jsonMixProtocol,
  morphXmlProtocol,
  type ToolCallErrorMetadata,
  type ToolCallProtocol,
} from '@tool/protocols';
export { createToolMiddleware } from './create-tool-middleware';
export {
  type HighlightOptions,
  type HighlightStyle,
  highlightSegments,
} from './debug/highlight-segments';
export { gemmaSystemPromptTemplate, gemmaToolMiddleware } from './presets/gemma';
export { hermesSystemPromptTemplate, hermesToolMiddleware } from './presets/hermes';
export { xmlSystemPromptTemplate, xmlToolMiddleware } from './presets/xml';
export { toolCallMiddlewareOptions } from './tool-call-middleware-options';
export { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';
export type {
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
} from './tool-middleware-options';
