import { readFileSync } from 'node:fs';
import { createTaskLookup } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { suiteJsonl } from '../suite-src/suite.ts';
import { BUILTIN_SUITE_URL, builtinTasks } from './builtin-suite';
import { CATEGORIES } from './tasks/eval-task';

describe('builtinTasks', () => {
  const tasks = builtinTasks();

  it('should hold at least 60 valid tasks over the six categories', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(60);
    const counts = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        tasks.filter((task) => task.category === category).length,
      ]),
    );
    for (const category of CATEGORIES) expect(counts[category], category).toBeGreaterThanOrEqual(8);
  });

  it('should be the JSONL that suite-src writes (edit the sources, then `pnpm --filter @tool/eval suite`)', () => {
    expect(readFileSync(BUILTIN_SUITE_URL, 'utf8')).toBe(suiteJsonl());
  });

  it('should offer several tools in most tasks and cover typed arguments', () => {
    expect(tasks.filter((task) => task.tools.length > 1).length).toBeGreaterThan(
      tasks.length * 0.75,
    );
    const values = tasks.flatMap((task) =>
      task.expected.flatMap((call) => Object.values(call.arguments).flat()),
    );
    expect(values.some((value) => Number.isInteger(value))).toBe(true);
    expect(values.some((value) => Array.isArray(value))).toBe(true);
    expect(
      values.some((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
    ).toBe(true);
    expect(
      values.some(
        (value) => typeof value === 'string' && value.includes('\n') && value.includes('"'),
      ),
    ).toBe(true);
    const withResults = tasks.filter((task) =>
      task.messages.some((message) => message.role === 'tool'),
    );
    expect(withResults.length).toBeGreaterThanOrEqual(8);
  });

  it('should let a persona tell every task apart from its conversation', () => {
    const lookup = createTaskLookup(tasks);
    for (const task of tasks) {
      const messages = task.messages.map((message) => ({
        role: message.role === 'tool' ? 'user' : message.role,
        content: message.content,
      }));
      expect(lookup({ model: 'm', messages }).id).toBe(task.id);
    }
  });
});
