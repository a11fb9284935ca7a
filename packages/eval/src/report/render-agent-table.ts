import type { PresetSummary } from '../scoring/summarize';
import { alignColumns } from './align-columns';

/**
 * The agent tasks' loop, per preset (best first): how many runs passed, and the steps, calls,
 * botched calls and recoveries they took in all. Empty when no agent task ran.
 */
export function renderAgentTable(ranked: readonly PresetSummary[]): string[] {
  const rows = ranked.flatMap((summary) => {
    const agent = summary.agent;
    const tally = summary.categories.agent;
    if (agent === undefined) return [];
    return [
      [
        summary.preset,
        tally === undefined ? '-' : `${tally.passed}/${tally.total}`,
        (agent.steps / agent.runs).toFixed(1),
        String(agent.calls),
        String(agent.botched),
        String(agent.recoveries),
      ],
    ];
  });
  if (rows.length === 0) return [];
  return [
    '',
    'Agent tasks (each runs the tools in a loop until the model answers):',
    ...alignColumns(['preset', 'passed', 'steps/task', 'calls', 'botched', 'recoveries'], rows),
  ];
}
