import type { LanguageModelV4 } from '@ai-sdk/provider';
import { toolCallMiddlewareOptions } from '@tool/parser';
import { generateText, isStepCount, jsonSchema, type ToolSet, tool } from 'ai';
import type { AgentEvalTask } from './agent-task';
import { AGENT_TOOLS, type AgentToolName } from './agent-tools';
import { AgentWorld } from './agent-world';

/** What an agent run did, for the report. */
export interface AgentRunStats {
  /** Model answers (steps) used. */
  steps: number;
  /** Tool calls made, botched ones included. */
  calls: number;
  /**
   * Calls that did not parse or did not fit their schema: the invalid calls sent back to the
   * model, or the middleware's `onError` reports when those are more (a call without a readable
   * tool name cannot be sent back).
   */
  botched: number;
  /** Botched calls and tool errors after which the model went on to make a call that worked. */
  recoveries: number;
}

/** How an agent run ended. */
export interface AgentRun extends AgentRunStats {
  /** Why it failed (the task's check, or the step limit); undefined when it passed. */
  failure?: string;
  /** Call-looking segments that failed to parse, by `onError` code. */
  parseFailures: Record<string, number>;
}

/**
 * Runs an agent task the way an application runs an agent: `generateText` with tools that
 * really execute (on a fresh in-memory world), looping until the model answers without a call or
 * the step limit is hit. Botched calls go back to the model (`malformedCalls: 'feedback'`), tool
 * errors too, so it can recover. The task's check then judges the final world and answer.
 */
export async function runAgentTask(
  model: LanguageModelV4,
  task: AgentEvalTask,
  settings: { abortSignal?: AbortSignal; temperature?: number } = {},
): Promise<AgentRun> {
  const world = new AgentWorld(task.agent.seed);
  const parseFailures: Record<string, number> = {};
  const result = await generateText({
    model,
    messages: [{ role: 'user', content: String(task.messages[0]?.content ?? '') }],
    tools: toolSet(task, world),
    stopWhen: isStepCount(task.agent.maxSteps),
    maxRetries: 0,
    ...(settings.abortSignal === undefined ? {} : { abortSignal: settings.abortSignal }),
    ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
    providerOptions: toolCallMiddlewareOptions({
      malformedCalls: 'feedback',
      onError: (_message, metadata) => {
        parseFailures[metadata.code] = (parseFailures[metadata.code] ?? 0) + 1;
      },
    }),
  });
  const tallied = tallySteps(result.steps);
  // A botched call the parser could not even name is reported to onError but never reaches the
  // steps as an invalid call; count whichever saw more.
  const reported = Object.values(parseFailures).reduce((sum, count) => sum + count, 0);
  const stats = { ...tallied, botched: Math.max(tallied.botched, reported) };
  const last = result.steps.at(-1);
  const stillCalling = last !== undefined && last.toolCalls.length > 0;
  const failure = stillCalling
    ? `still calling tools after the ${task.agent.maxSteps}-step limit`
    : task.agent.check(world, result.text);
  return { ...stats, parseFailures, ...(failure === undefined ? {} : { failure }) };
}

/** The task's tools, executing on `world`; a thrown error goes back to the model as the result. */
function toolSet(task: AgentEvalTask, world: AgentWorld): ToolSet {
  return Object.fromEntries(
    task.tools.map((entry) => {
      const spec = AGENT_TOOLS[entry.name as AgentToolName];
      return [
        entry.name,
        tool({
          description: spec.description,
          inputSchema: jsonSchema<Record<string, unknown>>(entry.inputSchema),
          execute: async (input) => spec.run(world, input),
        }),
      ];
    }),
  );
}

type StepLike = {
  content: ReadonlyArray<{ type: string; invalid?: boolean }>;
};

/** Counts calls, botched calls, and failures (botched or erroring) followed by a working call. */
export function tallySteps(steps: readonly StepLike[]): AgentRunStats {
  let calls = 0;
  let botched = 0;
  let recoveries = 0;
  let pendingFailure = false;
  for (const step of steps) {
    let worked = false;
    let failed = false;
    for (const part of step.content) {
      if (part.type === 'tool-call') {
        calls += 1;
        if (part.invalid === true) {
          botched += 1;
          failed = true;
        }
      }
      if (part.type === 'tool-result') worked = true;
      if (part.type === 'tool-error') failed = true;
    }
    if (pendingFailure && worked) {
      recoveries += 1;
      pendingFailure = false;
    }
    if (failed) pendingFailure = true;
  }
  return { steps: steps.length, calls, botched, recoveries };
}
