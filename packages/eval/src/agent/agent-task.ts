import type { EvalTask } from '../tasks/eval-task';
import { AGENT_TOOLS, type AgentToolName } from './agent-tools';
import type { AgentWorld, WorldSeed } from './agent-world';

/** A call of a reference solution. */
export interface SolutionCall {
  name: AgentToolName;
  arguments: Record<string, unknown>;
}

/** How an agent task runs and is judged; it rides on an {@link EvalTask} of category `agent`. */
export interface AgentSpec {
  seed: WorldSeed;
  /** Model steps allowed (each answer of the model is one), the final answer included. */
  maxSteps: number;
  /**
   * A way to do it: the calls of each step (several = parallel calls), then the final answer.
   * Tests run it against the tools to prove the task can be passed; scripted personas play it.
   */
  solution: { steps: SolutionCall[][]; answer: string };
  /** Why the run failed, from the final world and the final answer; undefined when it passed. */
  check(world: AgentWorld, answer: string): string | undefined;
}

/**
 * An {@link EvalTask} that runs as an agent (the built-in `agent` tasks): its tools really run
 * on an in-memory world in a `generateText` loop, and the final state and answer are judged
 * instead of `expected`.
 */
export type AgentEvalTask = EvalTask & { agent: AgentSpec };

/** Whether a task runs as an agent. */
export function isAgentTask(task: EvalTask): task is AgentEvalTask {
  return 'agent' in task && typeof task.agent === 'object' && task.agent !== null;
}

/** What {@link agentTask} takes. */
export interface AgentTaskDefinition extends Omit<AgentSpec, 'maxSteps'> {
  id: string;
  prompt: string;
  tools: AgentToolName[];
  /** Default: the solution's steps, its answer, and two more to recover from a slip. */
  maxSteps?: number;
}

/** An agent task as an {@link EvalTask}: the user's request, the tools, no expected calls. */
export function agentTask(definition: AgentTaskDefinition): AgentEvalTask {
  const { id, prompt, tools, seed, solution, check } = definition;
  return {
    id,
    category: 'agent',
    tools: tools.map((name) => ({
      name,
      description: AGENT_TOOLS[name].description,
      inputSchema: AGENT_TOOLS[name].inputSchema,
    })),
    messages: [{ role: 'user', content: prompt }],
    expected: [],
    agent: {
      seed,
      solution,
      check,
      maxSteps: definition.maxSteps ?? solution.steps.length + 3,
    },
  };
}

/**
 * `undefined` when `answer` mentions every one of `needles` as a whole word or number
 * (case-insensitive: "5" is not found in "2025-03-15"), else why not.
 */
export function answerMentions(answer: string, ...needles: string[]): string | undefined {
  const missing = needles.filter((needle) => {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(`(?<![\\w.])${escaped}(?![\\w]|\\.\\d)`, 'i').test(answer);
  });
  return missing.length === 0
    ? undefined
    : `the final answer does not mention ${missing.map((needle) => `"${needle}"`).join(', ')}: ${JSON.stringify(answer.slice(0, 200))}`;
}

/** `undefined` when `actual` equals `expected`, else a reason naming `what`. */
export function expectState(what: string, actual: unknown, expected: unknown): string | undefined {
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? undefined
    : `${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
}
