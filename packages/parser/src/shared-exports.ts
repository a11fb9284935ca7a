// The exports both entry points share: everything that involves no middleware. The formats'
// protocol factories and prompts, and each preset's options, are generated from the format list
// of `@tool/protocols` (`pnpm generate`).
export {
  type CompiledCallGrammar,
  compileToolGrammar,
  forcedCallGbnf,
  forcedCallSchema,
  type JsonMixProtocolOptions,
  type MalformedCall,
  malformedCallMetadata,
  type ReasoningOptions,
  type RecognizedSegment,
  readMalformedCall,
  type ToolCallErrorMetadata,
  type ToolCallProtocol,
} from '@tool/protocols';
export * from './chat-template/index';
export { completionTransportFetch } from './completion-transport/completion-transport-fetch';
export { CONSTRAIN_TARGETS, type ConstrainTarget } from './constrain/constrain-target';
export {
  type HighlightOptions,
  type HighlightStyle,
  highlightSegments,
} from './debug/highlight-segments';
export * from './format-exports';
export { toolCallMiddlewareOptions } from './options/call-provider-options';
export type {
  MalformedCalls,
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
  Transport,
} from './options/middleware-options';
export * from './presets/named-presets';
export { type PresetName, presetDefinitions, presetNames } from './presets/preset-definitions';
export { presetForModel } from './presets/preset-for-model';
export {
  presetOptionsForModel,
  type ToolMiddlewareForOptions,
} from './presets/preset-options-for-model';
export { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';
export type { ToolResultMedia } from './tool-result-media/media-policy';
