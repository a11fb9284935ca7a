// tool-eval --compare A.json B.json: two saved runs, paired preset by preset.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportComparison } from '../src/compare/compare-reports';
import { runToolEval, tempDir } from './run-tool-eval';

/** A saved report with one preset whose tasks t0…t(n-1) passed where `passed` says. */
function report(model: string, presets: Record<string, boolean[]>): string {
  return JSON.stringify({
    model,
    presets: Object.entries(presets).map(([preset, passed]) => ({
      preset,
      answers: passed.map((ok, index) => ({ task: `t${index}`, sample: 0, passed: ok })),
    })),
    recommended: Object.keys(presets)[0] ?? null,
  });
}

describe('tool-eval --compare', () => {
  it('should pair the two runs per preset and test the change', async () => {
    const dir = tempDir();
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    const twelve = (fn: (index: number) => boolean) => Array.from({ length: 14 }, (_, i) => fn(i));
    // hermes: B fixes t0–t11 and breaks t13 (12 against 1: p = 28/8192); xml is unchanged.
    writeFileSync(
      a,
      report('qwen3:8b', { hermes: twelve((i) => i >= 12), xml: twelve(() => true), glm: [true] }),
    );
    writeFileSync(
      b,
      report('qwen3:8b-q8', { hermes: twelve((i) => i !== 13), xml: twelve(() => true), kimi: [] }),
    );
    const json = await runToolEval(['--compare', a, b, '--json']);
    expect(json.code).toBe(0);
    const comparison = JSON.parse(json.stdout) as ReportComparison;
    const hermes = comparison.presets.find((change) => change.preset === 'hermes');
    expect(hermes?.before).toMatchObject({ passed: 2, total: 14 });
    expect(hermes?.after).toMatchObject({ passed: 13, total: 14 });
    expect(hermes?.paired).toMatchObject({ wins: 12, losses: 1, shared: 14, significant: true });
    expect(hermes?.paired.pValue).toBeCloseTo(28 / 8192, 12);
    expect(comparison.onlyBefore).toEqual(['glm']);
    expect(comparison.onlyAfter).toEqual(['kimi']);

    const table = await runToolEval(['--compare', a, b]);
    expect(table.stdout).toMatch(
      /hermes\s+14.3%\s+4–39.9%\s+92.9%\s+68.5–98.7%\s+12\s+1\s+0.003\s+B better/,
    );
    expect(table.stdout).toMatch(/xml\s+100%.*0\s+0\s+1\s+same answers/);
  });

  it('should name a report without answers, and a file that is not JSON', async () => {
    const dir = tempDir();
    const old = join(dir, 'old.json');
    writeFileSync(old, JSON.stringify({ model: 'm', presets: [{ preset: 'hermes', score: 1 }] }));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"model":');
    const first = await runToolEval(['--compare', old, old]);
    expect(first.code).toBe(2);
    expect(first.stderr).toContain('preset hermes has no "answers" list');
    const second = await runToolEval(['--compare', broken, old]);
    expect(second.stderr).toContain(`${broken} is not JSON`);
  });
});
