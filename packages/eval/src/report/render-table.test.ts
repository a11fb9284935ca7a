import { describe, expect, it } from 'vitest';
import { rankPresets } from '../scoring/rank-presets';
import { summarize } from '../scoring/summarize';
import type { TaskOutcome } from '../scoring/task-outcome';
import { renderTable } from './render-table';

const outcomes = (preset: string, passed: number): TaskOutcome[] =>
  Array.from({ length: 10 }, (_, index) => ({
    preset,
    task: `t${index}`,
    category: 'simple',
    sample: 0,
    passed: index < passed,
    parseFailures: {},
  }));

describe('renderTable', () => {
  it('should show each score with its interval and the paired test against the recommended preset', () => {
    const run = [...outcomes('xml', 10), ...outcomes('hermes', 1)];
    const ranking = rankPresets(summarize(['hermes', 'xml'], run), undefined, {
      outcomes: run,
      samples: 1,
    });
    const table = renderTable(ranking, {
      model: 'm',
      source: 'http://x/v1',
      taskCount: 10,
      tasks: 'built-in',
      samples: 1,
      categories: ['simple'],
    });
    const lines = table.split('\n');
    expect(lines[3]).toMatch(/^preset\s+score\s+95% interval\s+vs xml\s+simple \(10\)/);
    // 10 of 10: 1 − z²/(n + z²) = 0.7225; 1 of 10: 0.0179–0.4042; xml won the 9 others: p = 2/512.
    expect(lines[5]).toMatch(/^xml\s+100%\s+72.2–100%\s+-\s+100%/);
    expect(lines[6]).toMatch(/^hermes\s+10%\s+1.8–40.4%\s+\+9 −0 p=0.004\s+10%/);
    expect(table).toContain('xml beats hermes on 9 tasks and loses on 0 (p = 0.004).');
    expect(table).not.toContain('Agent tasks');
  });
});
