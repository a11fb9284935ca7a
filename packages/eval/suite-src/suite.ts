// The built-in suite, in the order of its categories.
import type { EvalTask } from './build.ts';
import { irrelevance } from './irrelevance.ts';
import { multiTurn } from './multi-turn.ts';
import { multiple } from './multiple.ts';
import { parallel } from './parallel.ts';
import { parallelMultiple } from './parallel-multiple.ts';
import { simple } from './simple.ts';

export const suite: EvalTask[] = [
  ...simple,
  ...multiple,
  ...parallel,
  ...parallelMultiple,
  ...irrelevance,
  ...multiTurn,
];

/** The suite as JSONL, one task per line, in the `--tasks` format. */
export function suiteJsonl(): string {
  return suite.map((entry) => `${JSON.stringify(entry)}\n`).join('');
}
