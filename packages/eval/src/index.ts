export { agentPersonaScripts, builtinAgentTasks } from './agent/agent-suite';
export {
  type AgentEvalTask,
  type AgentSpec,
  agentTask,
  isAgentTask,
  type SolutionCall,
} from './agent/agent-task';
export { AGENT_TOOLS, type AgentTool, type AgentToolName } from './agent/agent-tools';
export { AgentWorld, type CalendarEvent, type Order, type WorldSeed } from './agent/agent-world';
export { type AgentRun, type AgentRunStats, runAgentTask } from './agent/run-agent-task';
export { BUILTIN_SUITE_URL, builtinTasks } from './builtin-suite';
export { type CliIo, EXIT, runCli } from './cli/run-cli';
export {
  compareReports,
  type PresetChange,
  type ReportComparison,
} from './compare/compare-reports';
export { outputKey, type Recording, readRecording } from './recording/read-recording';
export { RecordingError } from './recording/recording-error';
export {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedOutput,
  type RecordingManifest,
} from './recording/recording-format';
export { createRecording, type RecordingWriter } from './recording/write-recording';
export { type FailedTask, type JsonReport, jsonReport } from './report/json-report';
export { renderTable, type TableContext } from './report/render-table';
export {
  type AnswerSource,
  EndpointUnusableError,
  type Job,
  type JobResult,
} from './run/answer-source';
export { type AnswerSettings, answerTask, type TaskAnswer } from './run/answer-task';
export { classifyFailure, type RequestFailure } from './run/classify-failure';
export { createLiveSource, type LiveSettings } from './run/live-source';
export { captureRawOutput, type RawOutput, replayModel } from './run/raw-output';
export { createReplaySource, type ReplaySource } from './run/replay-source';
export { type EvalRun, type RunEvalOptions, runEval } from './run/run-eval';
export { type ActualCall, type CallsVerdict, callMatches, matchCalls } from './scoring/match-calls';
export {
  type PairedInput,
  percent,
  type Ranking,
  type RankRule,
  rankPresets,
} from './scoring/rank-presets';
export {
  type AgentTotals,
  categoryOrder,
  type PresetSummary,
  summarize,
  type Tally,
} from './scoring/summarize';
export type { TaskOutcome } from './scoring/task-outcome';
export { valuesEqual } from './scoring/values-equal';
export { exactMcNemar } from './stats/exact-mcnemar';
export {
  ALPHA,
  comparePaired,
  formatP,
  type PairedAnswer,
  type PairedComparison,
} from './stats/paired-comparison';
export { type Interval, wilsonInterval, Z_95 } from './stats/wilson-interval';
export {
  CATEGORIES,
  type Category,
  type ChatMessage,
  type ChatToolCall,
  type EvalTask,
  type ExpectedCall,
  type TaskTool,
} from './tasks/eval-task';
export { inferCategory } from './tasks/infer-category';
export { parseTask } from './tasks/parse-task';
export { type ParsedTasks, parseTasks, type TaskProblem } from './tasks/parse-tasks';
export { TaskLineError } from './tasks/task-line-error';
