import type { AgentEvalTask } from './agent-task';
import { FILE_AND_STORE_TASKS } from './agent-tasks-files';
import { RECORD_TASKS } from './agent-tasks-records';

/**
 * The built-in `agent` tasks: 2–6 model steps each against a virtual file system, a key-value
 * store, a calendar, an order database and a calculator, including recovery from a tool error,
 * a result that changes the plan, and parallel calls.
 */
export function builtinAgentTasks(): AgentEvalTask[] {
  return [...FILE_AND_STORE_TASKS, ...RECORD_TASKS];
}

/**
 * The agent tasks as the replay server's personas play them (`@tool/test-server/personas`):
 * the user's request, and the reference solution's steps and final answer.
 */
export function agentPersonaScripts(): Array<{
  id: string;
  prompt: string;
  steps: Array<Array<{ name: string; arguments: Record<string, unknown> }>>;
  answer: string;
}> {
  return builtinAgentTasks().map((task) => ({
    id: task.id,
    prompt: String(task.messages[0]?.content ?? ''),
    steps: task.agent.solution.steps,
    answer: task.agent.solution.answer,
  }));
}
