export { apertusProtocol } from './apertus/apertus-protocol';
export { apertusSystemPrompt } from './apertus/apertus-system-prompt';
export { type BuiltInPresetName, builtInFormats } from './built-in-formats';
export { type BuiltInPreset, builtInPresets } from './built-in-presets';
export type { DeepseekFormat } from './deepseek/deepseek-generation';
export { type DeepseekProtocolOptions, deepseekProtocol } from './deepseek/deepseek-protocol';
export { deepseekSystemPrompt } from './deepseek/deepseek-system-prompt';
export {
  defineProtocol,
  getProtocolFormat,
  getProtocolOpening,
  type ProtocolDefinition,
} from './define-protocol';
export type { EngineEvent } from './engine/engine-event';
export { fixFinishReason } from './engine/finish-reason';
export { generateToolCallId } from './engine/generate-id';
export { getPotentialStartIndex } from './engine/get-potential-start-index';
export {
  MALFORMED_CALL_NAMESPACE,
  malformedCallMetadata,
  readMalformedCall,
} from './engine/malformed-call-metadata';
export { type MarkerMatch, MarkerMatcher } from './engine/marker-matcher';
export {
  type ReasoningSetup,
  resolveReasoning,
  THINK_BLOCK,
} from './engine/reasoning-setup';
export {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
  type ToolCallWriter,
} from './engine/segment';
export { DEFAULT_MAX_TOOL_CALL_SIZE, ToolCallEngine } from './engine/tool-call-engine';
export { type RegisteredTool, ToolRegistry } from './engine/tool-registry';
export { CodedError, type CodedErrorArgs } from './errors/coded-error';
export {
  type FailedSegmentFate,
  TOOL_CALL_ERROR_CODES,
  type ToolCallErrorCodeInfo,
  toolCallErrorCodeInfo,
} from './errors/tool-call-error-codes';
export { ToolCallParseError, type ToolCallParseErrorCode } from './errors/tool-call-parse-error';
export { withFallbackProtocols } from './fallback/with-fallback-protocols';
export { fencedJsonProtocol } from './fenced-json/fenced-json-protocol';
export { toolCallInput } from './format/tool-call-input';
export { type ToolListing, toolListing } from './format/tool-listing';
export { toolResultValue } from './format/tool-result-value';
export {
  type CatalogVariant,
  declareFormat,
  type FormatDeclaration,
  type ModelRule,
  type PresetDeclaration,
  type PromptPlacement,
  type ReasoningDeclaration,
} from './format-declaration/format-declaration';
export { type ModelMatch, matchModel } from './format-declaration/match-model';
export { type ModelVersion, versionAfter } from './format-declaration/model-version';
export {
  type FunctionaryVersion,
  functionaryProtocol,
} from './functionary/functionary-protocol';
export {
  functionarySystemPrompt,
  functionaryV31SystemPrompt,
} from './functionary/functionary-system-prompts';
export { functionGemmaSystemPrompt } from './gemma4/function-gemma-system-prompt';
export { type Gemma4ProtocolOptions, gemma4Protocol } from './gemma4/gemma4-protocol';
export { gemma4SystemPrompt } from './gemma4/gemma4-system-prompt';
export { gigachat35Protocol } from './gigachat35/gigachat35-protocol';
export { gigachat35SystemPrompt } from './gigachat35/gigachat35-system-prompt';
export { glmProtocol } from './glm/glm-protocol';
export { glmSystemPrompt } from './glm/glm-system-prompt';
export {
  type ArgumentStyle,
  type CallShape,
  type FormatGrammar,
  type UnsupportedGrammar,
  unsupportedGrammar,
} from './grammar/call-shape';
export { asciiNotIn, notIn } from './grammar/char-class';
export {
  type CompileCallGrammarArgs,
  type CompiledCallGrammar,
  callsGbnf,
  compileCallGrammar,
  type GrammarReasoning,
  type GrammarTrigger,
  type LazyGbnf,
  LLAMA_CPP_TRIGGER_TYPE,
} from './grammar/compile-call-grammar';
export { forcedCallGbnf, forcedCallSchema } from './grammar/forced-call-grammar';
export { GrammarRules, literal } from './grammar/grammar-rules';
export { JsonSchemaGrammar } from './grammar/json-schema-grammar';
export { rawValueStops } from './grammar/raw-value-stops';
export type { StructuralTag, StructuralTagFormat } from './grammar/structural-tag';
export type { BaseRole, BaseRule, ValueSyntax } from './grammar/value-syntax';
export { JSON_SYNTAX } from './grammar/value-syntax';
export { grammarReasoningFor } from './grammar-reasoning';
export { harmonyProtocol } from './harmony/harmony-protocol';
export { harmonySystemPrompt } from './harmony/harmony-system-prompt';
export { hy3Protocol } from './hy3/hy3-protocol';
export { hy3SystemPrompt, hy4SystemPrompt } from './hy3/hy3-system-prompt';
export { ArgumentObjectWriter } from './json-calls/argument-object-writer';
export { JsonArgumentEmitter } from './json-calls/json-argument-emitter';
export { type JsonBlockOptions, JsonBlockSegment } from './json-calls/json-block-segment';
export { type JsonBlockFeed, JsonCallBlock } from './json-calls/json-call-block';
export { type JsonCallKeys, JsonCallObject } from './json-calls/json-call-object';
export { JsonStringEscaper } from './json-calls/json-string-escaper';
export { gemmaSystemPromptTemplate } from './json-mix/gemma-system-prompt';
export { hermesSystemPromptTemplate } from './json-mix/hermes-system-prompt';
export { type JsonMixProtocolOptions, jsonMixProtocol } from './json-mix/json-mix-protocol';
export type { JsonTagsModelName } from './json-tags/json-tags-models';
export { jsonTagsProtocol } from './json-tags/json-tags-protocol';
export {
  aprielSystemPrompt,
  cohereSystemPrompt,
  commandRPlusSystemPrompt,
  ernieSystemPrompt,
  functoolsSystemPrompt,
  gigachatSystemPrompt,
  graniteSystemPrompt,
  internlmSystemPrompt,
  longcatSystemPrompt,
  minimaxM1SystemPrompt,
  qwen25CoderSystemPrompt,
  toolCallsJsonSystemPrompt,
} from './json-tags/json-tags-system-prompts';
export { kimiK2Protocol } from './kimi-k2/kimi-k2-protocol';
export { kimiK2SystemPrompt } from './kimi-k2/kimi-k2-system-prompt';
export { kimiK3Protocol } from './kimi-k3/kimi-k3-protocol';
export { kimiK3SystemPrompt } from './kimi-k3/kimi-k3-system-prompt';
export { llama3JsonProtocol } from './llama3-json/llama3-json-protocol';
export { llama3JsonSystemPrompt } from './llama3-json/llama3-json-system-prompt';
export { minicpm5Protocol } from './minicpm5/minicpm5-protocol';
export { minicpm5SystemPrompt } from './minicpm5/minicpm5-system-prompt';
export { minimaxProtocol } from './minimax/minimax-protocol';
export { dotsSystemPrompt, minimaxSystemPrompt } from './minimax/minimax-system-prompt';
export { minimaxM3Protocol } from './minimax-m3/minimax-m3-protocol';
export { minimaxM3SystemPrompt } from './minimax-m3/minimax-m3-system-prompt';
export {
  type MistralCallStyle,
  type MistralProtocolOptions,
  mistralProtocol,
} from './mistral/mistral-protocol';
export { mistralSystemPrompt } from './mistral/mistral-system-prompt';
export { morphXmlProtocol } from './morph-xml/morph-xml-protocol';
export { xmlSystemPromptTemplate } from './morph-xml/xml-system-prompt';
export { nemotronProtocol } from './nemotron/nemotron-protocol';
export { nemotronSystemPrompt } from './nemotron/nemotron-system-prompt';
export { plamo3Protocol } from './plamo3/plamo3-protocol';
export { plamo3SystemPrompt } from './plamo3/plamo3-system-prompt';
export { pythonicProtocol } from './pythonic/pythonic-protocol';
export { pythonicSystemPrompt } from './pythonic/pythonic-system-prompt';
export type { PythonicTagsModelName } from './pythonic-tags/pythonic-tags-models';
export { pythonicTagsProtocol } from './pythonic-tags/pythonic-tags-protocol';
export { lfm2SystemPrompt, olmo3SystemPrompt } from './pythonic-tags/pythonic-tags-system-prompts';
export { qwen3CoderProtocol } from './qwen3-coder/qwen3-coder-protocol';
export { qwen3CoderSystemPrompt } from './qwen3-coder/qwen3-coder-system-prompt';
export { seedOssProtocol } from './seed-oss/seed-oss-protocol';
export { seedOssSystemPrompt } from './seed-oss/seed-oss-system-prompt';
export { solarOpenProtocol } from './solar-open/solar-open-protocol';
export { solarOpenSystemPrompt } from './solar-open/solar-open-system-prompt';
export { solarOpen2Protocol } from './solar-open2/solar-open2-protocol';
export { solarOpen2SystemPrompt } from './solar-open2/solar-open2-system-prompt';
export { step3Protocol } from './step3/step3-protocol';
export { step3SystemPrompt } from './step3/step3-system-prompt';
export { callShapeFor, compileToolGrammar } from './tool-grammar';
export type {
  FinishReason,
  FormatToolsArgs,
  FunctionTool,
  HistoryToolCall,
  HistoryToolResult,
  JSONSchema,
  MalformedCall,
  OpeningClassifier,
  OpeningVerdict,
  ParseArgs,
  ParsedContent,
  ProtocolOptions,
  ReasoningBlock,
  ReasoningContent,
  ReasoningOptions,
  RecognizedSegment,
  SegmentArgs,
  StreamParserArgs,
  StreamPart,
  TextContent,
  ToolCallContent,
  ToolCallErrorMetadata,
  ToolCallProtocol,
  UnknownArguments,
} from './types';
export { xlamProtocol } from './xlam/xlam-protocol';
export { xlamSystemPrompt } from './xlam/xlam-system-prompt';
export { yamlXmlProtocol } from './yaml-xml/yaml-xml-protocol';
export { yamlXmlSystemPrompt } from './yaml-xml/yaml-xml-system-prompt';
