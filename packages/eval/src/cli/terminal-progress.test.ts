import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TaskOutcome } from '../scoring/task-outcome';
import { terminalProgress } from './terminal-progress';

describe('terminalProgress', () => {
  it('should draw requests done and passed on the terminal, and clear it at the end', () => {
    const stream = Object.assign(new PassThrough(), {
      isTTY: true,
      columns: 100,
    }) as unknown as NodeJS.WriteStream;
    let drawn = '';
    (stream as unknown as PassThrough).on('data', (chunk: Buffer) => {
      drawn += chunk.toString();
    });
    const progress = terminalProgress(stream, 4);
    const outcome: TaskOutcome = {
      preset: 'hermes',
      task: 't',
      category: 'simple',
      sample: 0,
      passed: true,
      parseFailures: {},
    };
    progress.update(outcome, 1, 4);
    progress.update({ ...outcome, passed: false }, 2, 4);
    progress.stop();
    expect(drawn).toContain('2/4 requests · 1 passed');
  });
});
