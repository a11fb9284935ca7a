import type { ChatCompletionRequest, ReplayScript } from '../chat-types';
import { messageText } from '../message-text';
import { detectPromptFormat } from './detect-prompt-format';
import { NATIVE_FORMATS, type NativeFormat } from './native-formats';
import type { PersonaCall } from './persona-call';
import { breakFirstCall, unitHash } from './personas';

/**
 * An agent task as a persona plays it (`agentPersonaScripts()` of `@tool/eval`): the user's
 * request, the calls of each step (several = parallel calls), and the final answer.
 */
export interface PersonaAgentTask {
  id: string;
  prompt: string;
  steps: ReadonlyArray<readonly PersonaCall[]>;
  answer: string;
}

/** Options of {@link playsAgentTasks}. */
export interface AgentPlayerOptions {
  agentTasks: readonly PersonaAgentTask[];
  /** The format it writes; undefined: whichever the prompt asks for (a prompt-following model). */
  format?: NativeFormat;
  /** Seed of the slips. */
  seed?: number;
  /** Share of call turns whose JSON breaks, 0–1; default 0. Never two slips in a row. */
  slipRate?: number;
}

/**
 * Teaches a persona the agent tasks: a request whose user turn is an agent task's request is
 * answered with the task's next step, counted from the assistant turns already in the
 * conversation — the calls in the persona's format, or, once every step is done, the final
 * answer as text. The tool results are not read: the script already knows what they say (the
 * eval's tests run every script against the real tools). With `slipRate`, a seeded share of call
 * turns breaks its JSON; the next turn then writes the same step again, as a model does when told
 * its call was invalid. Any other request goes to `script`.
 */
export function playsAgentTasks(script: ReplayScript, options: AgentPlayerOptions): ReplayScript {
  const { agentTasks, seed = 1, slipRate = 0 } = options;
  return (request, context) => {
    const task = findAgentTask(request, agentTasks);
    if (task === undefined) return script(request, context);
    const format = options.format ?? detectPromptFormat(request) ?? 'hermes';
    const writer = NATIVE_FORMATS[format];
    const turn = request.messages.filter((message) => message.role === 'assistant').length;
    // What the persona writes at turn `at` on `step`: the calls, broken when the turn slips (a
    // format with no JSON in a call cannot slip there, so the answer is the same).
    const write = (at: number, calls: readonly PersonaCall[], mayslip: boolean) => {
      const answer = writer.calls(calls);
      const [first] = calls;
      const slip =
        mayslip &&
        first !== undefined &&
        unitHash(`${seed}:${task.id}:${format}:agent:${at}`) < slipRate;
      return slip ? breakFirstCall(answer, first) : answer;
    };
    let step = 0;
    let slipped = false;
    for (let at = 0; at <= turn; at++) {
      const calls = task.steps[step];
      if (calls === undefined) break;
      const clean = writer.calls(calls);
      const written = write(at, calls, !slipped);
      if (at === turn) return written;
      slipped = written !== clean;
      if (!slipped) step += 1;
    }
    return writer.text(task.answer);
  };
}

/** The agent task whose request is the conversation's first user turn, if any. */
function findAgentTask(
  request: ChatCompletionRequest,
  tasks: readonly PersonaAgentTask[],
): PersonaAgentTask | undefined {
  const users = request.messages
    .filter((message) => message.role === 'user')
    .map((message) => messageText(message));
  return tasks.find((task) => users.some((text) => text.includes(task.prompt)));
}
