export {
  type AgentPlayerOptions,
  type PersonaAgentTask,
  playsAgentTasks,
} from './agent-player';
export { breakJson } from './break-json';
export { detectPromptFormat } from './detect-prompt-format';
export {
  NATIVE_FORMAT_NAMES,
  NATIVE_FORMATS,
  type NativeFormat,
  type NativeFormatWriter,
} from './native-formats';
export type { PersonaCall } from './persona-call';
export { createTaskLookup, expectedCalls, type PersonaTask } from './persona-task';
export {
  NO_CALL_TEXT,
  type PersonaOptions,
  type PromptFollowingOptions,
  promptFollowingPersona,
  singleFormatPersona,
  type ThinkFirstOptions,
  thinkFirst,
} from './personas';
export { yamlLiteral } from './yaml-literal';
