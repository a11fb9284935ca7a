export { assistantTurns } from './assistant-turns';
export type {
  ChatCompletionRequest,
  ChatContentPart,
  ChatMessage,
  ChatResponseFormat,
  Chunking,
  CompletionIdentity,
  CompletionUsage,
  ReplayAnswer,
  ReplayContext,
  ReplayScript,
  ReplayToolCall,
} from './chat-types';
export { CHATML_TOOL_TEMPLATE } from './chatml-tool-template';
export { completionBody } from './completion-body';
export type { CompletionRequest, CompletionScript } from './completion-route';
export { countToolResults } from './count-tool-results';
export { estimateUsage } from './estimate-usage';
export { type CallLayout, formatCall, PRESETS, type Preset } from './format-call';
export { formatLiteral, type LiteralStyle } from './format-literal';
export { messageText } from './message-text';
export { finishReasonOf, nativeToolCalls, type WireToolCall } from './native-tool-calls';
export { responseFormatToolNames } from './response-format-tools';
export {
  DEMO_EXPRESSION,
  DEMO_FINAL_ANSWER,
  DEMO_FORECASTS,
  DEMO_PROMPT,
  DEMO_REPORT,
  type DemoForecast,
} from './scripts/demo-fixtures';
export {
  botchedTokyoCall,
  DEMO_STEPS,
  type DemoScriptOptions,
  type DemoStep,
  demoScript,
} from './scripts/demo-script';
export { MALFORMED_CALLS, type MalformedCalls, malformedScript } from './scripts/malformed-script';
export { retryScript } from './scripts/retry-script';
export { type ToolChoiceScriptOptions, toolChoiceScript } from './scripts/tool-choice-script';
export { createSeededRandom } from './seeded-random';
export { splitText } from './split-text';
export {
  type ReplayServer,
  type ReplayServerOptions,
  startReplayServer,
} from './start-replay-server';
export { streamChunks } from './stream-chunks';
