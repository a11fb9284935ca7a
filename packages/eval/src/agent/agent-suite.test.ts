import { describe, expect, it } from 'vitest';
import { builtinAgentTasks } from './agent-suite';
import { answerMentions } from './agent-task';
import { runAgentTask, tallySteps } from './run-agent-task';
import { scriptedModel } from './scripted-model';

const tasks = builtinAgentTasks();

describe('the built-in agent tasks', () => {
  it('should be at least 20, with unique ids, each 2–6 model steps', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(20);
    expect(new Set(tasks.map((task) => task.id)).size).toBe(tasks.length);
    for (const task of tasks) {
      const steps = task.agent.solution.steps.length + 1;
      expect(steps, task.id).toBeGreaterThanOrEqual(2);
      expect(steps, task.id).toBeLessThanOrEqual(6);
      for (const step of task.agent.solution.steps) {
        for (const call of step)
          expect(
            task.tools.map((entry) => entry.name),
            task.id,
          ).toContain(call.name);
      }
    }
  });

  it('should hold parallel calls, recoveries from tool errors, and results that change the plan', () => {
    expect(
      tasks.filter((task) => task.agent.solution.steps.some((step) => step.length > 1)).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it.each(tasks.map((task) => [task.id, task] as const))(
    '%s: its reference solution passes through the real tools',
    async (_id, task) => {
      const { steps, answer } = task.agent.solution;
      const run = await runAgentTask(
        scriptedModel([...steps.map((calls) => ({ calls })), { text: answer }]),
        task,
      );
      expect(run.failure).toBeUndefined();
      expect(run).toMatchObject({
        steps: steps.length + 1,
        calls: steps.flat().length,
        botched: 0,
      });
    },
  );

  it.each(tasks.map((task) => [task.id, task] as const))(
    '%s: answering at once without a call fails',
    async (_id, task) => {
      const run = await runAgentTask(scriptedModel([{ text: 'Done.' }]), task);
      expect(run.failure).toBeDefined();
      expect(run.steps).toBe(1);
    },
  );

  it('should count the tool errors the solutions recover from', async () => {
    const recovering = tasks.filter((task) =>
      [
        'agent-missing-file',
        'agent-find-key',
        'agent-book-after-conflict',
        'agent-cancel-or-refund',
        'agent-fix-expression',
      ].includes(task.id),
    );
    expect(recovering).toHaveLength(5);
    for (const task of recovering) {
      const { steps, answer } = task.agent.solution;
      const run = await runAgentTask(
        scriptedModel([...steps.map((calls) => ({ calls })), { text: answer }]),
        task,
      );
      expect(run.recoveries, task.id).toBe(1);
    }
  });

  it('should fail a model that keeps calling past the step limit', async () => {
    const [task] = tasks;
    if (task === undefined) throw new Error('no task');
    const call = { calls: [{ name: 'read_file', arguments: { path: '/app/config.json' } }] };
    const run = await runAgentTask(scriptedModel(Array.from({ length: 20 }, () => call)), task);
    expect(run.failure).toBe(`still calling tools after the ${task.agent.maxSteps}-step limit`);
    expect(run.steps).toBe(task.agent.maxSteps);
  });
});

describe('tallySteps', () => {
  it('should count a botched call then a working one as a recovery, once', () => {
    expect(
      tallySteps([
        { content: [{ type: 'tool-call', invalid: true }, { type: 'tool-error' }] },
        { content: [{ type: 'tool-call' }, { type: 'tool-error' }] },
        { content: [{ type: 'tool-call' }, { type: 'tool-result' }] },
        { content: [{ type: 'text' }] },
      ]),
    ).toEqual({ steps: 4, calls: 3, botched: 1, recoveries: 1 });
  });
});

describe('answerMentions', () => {
  it('should find whole words and numbers only', () => {
    expect(answerMentions('You have 5 events.', '5')).toBeUndefined();
    expect(answerMentions('list_events 2025-03-15', '5')).toContain('does not mention "5"');
    expect(answerMentions('Each pays 32.39 EUR', '32.39')).toBeUndefined();
    expect(answerMentions('Each pays 132.391', '32.39')).toBeDefined();
    expect(answerMentions('It is in room 4b.', '4B')).toBeUndefined();
  });
});
