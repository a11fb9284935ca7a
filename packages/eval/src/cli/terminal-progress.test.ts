import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { TaskOutcome } from '../scoring/task-outcome';
import { terminalProgress } from './terminal-progress';

describe('terminalProgress', () => {
  it('should draw a line per preset with its tasks done, passed and time left', () => {
    const stream = Object.assign(new PassThrough(), {
      isTTY: true,
      columns: 100,
    }) as unknown as NodeJS.WriteStream;
    let drawn = '';
    (stream as unknown as PassThrough).on('data', (chunk: Buffer) => {
      drawn += chunk.toString();
    });
    const progress = terminalProgress(stream, 4, ['hermes', 'qwen3-coder']);
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
    progress.update({ ...outcome, preset: 'qwen3-coder' }, 3, 4);
    progress.stop();
    expect(drawn).toMatch(/hermes {6}\S* 2\/2 tasks · 1 passed · \S+ left/);
    expect(drawn).toMatch(/qwen3-coder \S* 1\/2 tasks · 1 passed · \S+ left/);
  });
});
