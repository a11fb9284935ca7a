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
export { createToolMiddleware } from './create-tool-middleware';
export {
  type HighlightOptions,
  type HighlightStyle,
  highlightSegments,
} from './debug/highlight-segments';
export { presetForModel } from './model-presets/preset-for-model';
export { toolMiddlewareFor } from './model-presets/tool-middleware-for';
export type { ToolMiddlewareForOptions } from './model-presets/tool-middleware-options-for';
export { deepseekPreset, deepseekToolMiddleware } from './presets/deepseek';
export { gemmaPreset, gemmaSystemPromptTemplate, gemmaToolMiddleware } from './presets/gemma';
export { glmPreset, glmToolMiddleware } from './presets/glm';
export { harmonyPreset, harmonyToolMiddleware } from './presets/harmony';
export { hermesPreset, hermesSystemPromptTemplate, hermesToolMiddleware } from './presets/hermes';
export { kimiK2Preset, kimiK2ToolMiddleware } from './presets/kimi-k2';
export { llama3JsonPreset, llama3JsonToolMiddleware } from './presets/llama3-json';
export { minimaxPreset, minimaxToolMiddleware } from './presets/minimax';
export { mistralPreset, mistralToolMiddleware } from './presets/mistral';
export { type PresetName, presetDefinitions, presetNames } from './presets/preset-registry';
export { pythonicPreset, pythonicToolMiddleware } from './presets/pythonic';
export { qwen3CoderPreset, qwen3CoderToolMiddleware } from './presets/qwen3-coder';
export { xmlPreset, xmlSystemPromptTemplate, xmlToolMiddleware } from './presets/xml';
export { yamlXmlPreset, yamlXmlToolMiddleware } from './presets/yaml-xml';
export { toolCallMiddlewareOptions } from './tool-call-middleware-options';
export { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';
export type {
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
} from './tool-middleware-options';
