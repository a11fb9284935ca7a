import { countToolResults, messageText } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { claudeCode } from './agents/claude-code';
import { codex } from './agents/codex';
import type { CodingAgent } from './agents/coding-agent';
import { opencode } from './agents/opencode';
import { qwenCode } from './agents/qwen-code';
import { FINAL_TEXT } from './file-task-script';
import { namespaceProblem } from './run-agent';
import { runFileTask } from './run-file-task';
import { surfaceServed } from './surface-served';

/** The agent's own time limit; the test's (vitest.config.ts) leaves room to start and stop. */
const AGENT_TIMEOUT_MS = 75_000;

const AGENTS: readonly CodingAgent[] = [opencode, qwenCode, codex, claudeCode];

const isolation = namespaceProblem();

/** Why `agent` cannot run here, or undefined. */
async function skipReason(agent: CodingAgent): Promise<string | undefined> {
  if (isolation !== undefined) {
    return `the agents run only in a loopback-only network namespace, and ${isolation}`;
  }
  if (!(await surfaceServed(agent.surface))) {
    return `this tool-proxy does not serve ${agent.surface} yet (a 404 unknown_route)`;
  }
  return undefined;
}

const reasons = new Map(
  await Promise.all(AGENTS.map(async (agent) => [agent, await skipReason(agent)] as const)),
);

describe('coding agents through tool-proxy, offline, on a file-writing task', () => {
  for (const agent of AGENTS) {
    const reason = reasons.get(agent);
    const title = `${agent.name} over ${agent.surface} (${agent.model}, ${agent.format} calls)`;
    it.skipIf(reason !== undefined)(
      reason === undefined ? title : `${title} — skipped: ${reason}`,
      async () => {
        const result = await runFileTask(agent, AGENT_TIMEOUT_MS);
        const { run } = result;
        const transcript = `exit ${run.code}${run.timedOut ? ' (timed out)' : ''}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n--- proxy log\n${result.log.join('\n')}`;
        // The agent finished on its own, after the scripted model's last answer.
        expect(run.timedOut, transcript).toBe(false);
        expect(run.code, transcript).toBe(0);
        expect(run.stdout, transcript).toContain(FINAL_TEXT);
        // Its tool ran: the file holds exactly what the model asked for.
        expect(result.written, transcript).toBe(result.expected);
        // The call went through the tool pipeline of the agent's endpoint; the tool's result came
        // back to the model in the next request.
        const toolRequests = result.log.filter(
          (line) => line.startsWith(`POST ${agent.surface} 200 `) && line.includes(' preset='),
        );
        expect(
          toolRequests.map((line) => /calls=(\d+)/.exec(line)?.[1]),
          transcript,
        ).toEqual(['1', '0']);
        // Codex runs with its default tools: the proxy left its namespace and hosted tools out.
        if (agent === codex) {
          expect(toolRequests[0], transcript).toMatch(/ left-out=\S*multi_agent_v1:namespace/);
          expect(toolRequests[0], transcript).toMatch(/ left-out=\S*web_search:web_search/);
        }
        const last = result.requests.at(-1);
        expect(last && countToolResults(last), transcript).toBe(1);
        const prompt = result.requests.at(-1)?.messages.map(messageText).join('\n') ?? '';
        expect(prompt).toContain(agent.writeCall('', '').tool);
        console.info(`${agent.name}: file task done in ${result.ms} ms`);
      },
    );
  }
});
