// The AI SDK 6 entry point (`@tool/parser/ai-v6`): the same names as the main entry, with every
// middleware in specification V3 (`LanguageModelV3Middleware`). Names that involve no middleware
// are the very same exports. `ai-v6/export-names.test.ts` keeps the two lists equal.
export {
  deepseekProtocol,
  deepseekSystemPrompt,
  fencedJsonProtocol,
  glmProtocol,
  glmSystemPrompt,
  harmonyProtocol,
  harmonySystemPrompt,
  type JsonMixProtocolOptions,
  jsonMixProtocol,
  kimiK2Protocol,
  kimiK2SystemPrompt,
  llama3JsonProtocol,
  llama3JsonSystemPrompt,
  minimaxProtocol,
  minimaxSystemPrompt,
  mistralProtocol,
  mistralSystemPrompt,
  morphXmlProtocol,
  pythonicProtocol,
  pythonicSystemPrompt,
  qwen3CoderProtocol,
  qwen3CoderSystemPrompt,
  type ToolCallErrorMetadata,
  type ToolCallProtocol,
  yamlXmlProtocol,
  yamlXmlSystemPrompt,
} from '@tool/protocols';
export { createToolMiddleware } from './ai-v6/create-tool-middleware';
export {
  deepseekToolMiddleware,
  gemmaToolMiddleware,
  glmToolMiddleware,
  harmonyToolMiddleware,
  hermesToolMiddleware,
  kimiK2ToolMiddleware,
  llama3JsonToolMiddleware,
  minimaxToolMiddleware,
  mistralToolMiddleware,
  pythonicToolMiddleware,
  qwen3CoderToolMiddleware,
  xmlToolMiddleware,
  yamlXmlToolMiddleware,
} from './ai-v6/presets';
export { toolMiddlewareFor } from './ai-v6/tool-middleware-for';
export {
  type HighlightOptions,
  type HighlightStyle,
  highlightSegments,
} from './debug/highlight-segments';
export { presetForModel } from './model-presets/preset-for-model';
export type { ToolMiddlewareForOptions } from './model-presets/tool-middleware-options-for';
export { deepseekPreset } from './presets/deepseek';
export { gemmaPreset, gemmaSystemPromptTemplate } from './presets/gemma';
export { glmPreset } from './presets/glm';
export { harmonyPreset } from './presets/harmony';
export { hermesPreset, hermesSystemPromptTemplate } from './presets/hermes';
export { kimiK2Preset } from './presets/kimi-k2';
export { llama3JsonPreset } from './presets/llama3-json';
export { minimaxPreset } from './presets/minimax';
export { mistralPreset } from './presets/mistral';
export { type PresetName, presetDefinitions, presetNames } from './presets/preset-registry';
export { pythonicPreset } from './presets/pythonic';
export { qwen3CoderPreset } from './presets/qwen3-coder';
export { xmlPreset, xmlSystemPromptTemplate } from './presets/xml';
export { yamlXmlPreset } from './presets/yaml-xml';
export { toolCallMiddlewareOptions } from './tool-call-middleware-options';
export { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';
export type {
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
} from './tool-middleware-options';
