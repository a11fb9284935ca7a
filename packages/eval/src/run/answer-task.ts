import type { LanguageModelV4 } from '@ai-sdk/provider';
import { toolCallMiddlewareOptions } from '@tool/parser';
import { generateText } from 'ai';
import { isAgentTask } from '../agent/agent-task';
import { type AgentRun, runAgentTask } from '../agent/run-agent-task';
import type { ActualCall } from '../scoring/match-calls';
import type { EvalTask } from '../tasks/eval-task';
import { toModelConversation } from './to-model-messages';
import { toToolSet } from './to-tool-set';

/** The calls one answer held, and the call-looking segments that failed to parse, by code. */
export interface TaskAnswer {
  calls: ActualCall[];
  parseFailures: Record<string, number>;
  /** Set for an agent task: how the loop went, and why it failed. */
  agent?: AgentRun;
}

/** Per-request settings of {@link answerTask}. */
export interface AnswerSettings {
  abortSignal?: AbortSignal;
  temperature?: number;
}

/**
 * Asks a (middleware-wrapped) model for the next turn of a task, exactly as an application
 * would: one `generateText` step with the task's tools, none of which executes, so the calls
 * come back as they were parsed. Failed segments are counted through the middleware's per-call
 * `onError`. Retries are left to the caller (`maxRetries: 0`), which knows the endpoint.
 */
export async function answerTask(
  model: LanguageModelV4,
  task: EvalTask,
  settings: AnswerSettings = {},
): Promise<TaskAnswer> {
  if (isAgentTask(task)) {
    const run = await runAgentTask(model, task, settings);
    return { calls: [], parseFailures: run.parseFailures, agent: run };
  }
  const parseFailures: Record<string, number> = {};
  const conversation = toModelConversation(task.messages);
  const result = await generateText({
    model,
    ...(conversation.instructions.length === 0 ? {} : { instructions: conversation.instructions }),
    messages: conversation.messages,
    ...(conversation.allowSystemInMessages ? { allowSystemInMessages: true } : {}),
    ...(task.tools.length === 0 ? {} : { tools: toToolSet(task.tools) }),
    maxRetries: 0,
    ...(settings.abortSignal === undefined ? {} : { abortSignal: settings.abortSignal }),
    ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
    providerOptions: toolCallMiddlewareOptions({
      // A botched call is a parse failure to score, not a call: keep it out of the tool calls
      // (the default, 'feedback', would send it back to the model as an invalid call).
      malformedCalls: 'text',
      onError: (_message, metadata) => {
        parseFailures[metadata.code] = (parseFailures[metadata.code] ?? 0) + 1;
      },
    }),
  });
  return {
    calls: result.toolCalls.map((call) => ({ name: call.toolName, input: call.input })),
    parseFailures,
  };
}
