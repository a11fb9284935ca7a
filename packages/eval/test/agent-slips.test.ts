// The agent tasks played by a model that follows the prompt but slips now and then: a botched
// call goes back to it (feedback mode), it writes the step again, and the run recovers. The
// recording replays the loop offline to the same report.
import { join } from 'node:path';
import { startReplayServer } from '@tool/test-server';
import { playsAgentTasks, promptFollowingPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { agentPersonaScripts } from '../src/agent/agent-suite';
import { runToolEval, runToolEvalJson, tempDir } from './run-tool-eval';

describe('agent tasks with a persona that slips', () => {
  it('should count botched calls and recoveries, pass most tasks, and replay the loop', async () => {
    const server = await startReplayServer({
      script: playsAgentTasks(promptFollowingPersona({ tasks: [] }), {
        agentTasks: agentPersonaScripts(),
        seed: 3,
        slipRate: 0.3,
      }),
    });
    const out = join(tempDir(), 'recording');
    let live: Awaited<ReturnType<typeof runToolEvalJson>>;
    try {
      live = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'm',
        '--categories',
        'agent',
        '--presets',
        'hermes,mistral',
        '--out',
        out,
      ]);
    } finally {
      await server.close();
    }
    for (const preset of live.presets) {
      expect(preset.total).toBe(agentPersonaScripts().length);
      expect(preset.agent?.botched, preset.preset).toBeGreaterThan(0);
      // Every botched call was followed by a working one (a run out of steps may end on a slip).
      expect(preset.agent?.recoveries, preset.preset).toBeGreaterThanOrEqual(
        preset.agent?.botched ?? 0,
      );
      // A run that slips more often than the step limit's slack (two slips) runs out of steps.
      expect(preset.score, JSON.stringify(preset.failed)).toBeGreaterThanOrEqual(0.8);
      for (const failure of preset.failed) expect(failure.reason).toMatch(/-step limit$/);
    }
    const replay = await runToolEvalJson(['--replay', out]);
    expect(replay).toEqual(live);
    const table = await runToolEval(['--replay', out]);
    expect(table.stdout).toMatch(
      /Agent tasks \(each runs the tools in a loop until the model answers\):/,
    );
    expect(table.stdout).toMatch(/preset\s+passed\s+steps\/task\s+calls\s+botched\s+recoveries/);
  });
});
