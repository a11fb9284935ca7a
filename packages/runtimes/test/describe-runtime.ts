import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp, RuntimeHost } from '../src/hosts/runtime-host';
import type { CaseResult, WorkloadReport } from '../src/workload/run-workload';
import { workloadCases } from '../src/workload/workload';

const WORKLOAD_APP = fileURLToPath(new URL('../src/apps/workload-app.ts', import.meta.url));
const BUILT = ['rjson', 'coercion', 'rxml', 'protocols', 'parser'].map((name) =>
  fileURLToPath(new URL(`../../${name}/dist/index.js`, import.meta.url)),
);

function explain(host: RuntimeHost, result: CaseResult | undefined, app: RunningApp): string {
  if (result?.status !== 'threw') return '';
  return `threw in ${host.name}: ${result.error.stack || result.error.message}\n${app.output()}`;
}

/**
 * The workload app bundled for `host`'s runtime, started there and asked for its report once; then
 * one test per workload case, each comparing what the runtime observed with what is expected.
 * Skipped, with a message saying why, only when the runtime cannot run on this machine.
 */
export async function describeRuntime(host: RuntimeHost): Promise<void> {
  const missing = host.missing();
  if (missing !== undefined) console.warn(`${host.name} runtime test skipped: ${missing}`);
  const title = missing === undefined ? `${host.name} ${await host.version()}` : host.name;

  describe.skipIf(missing !== undefined)(`the workload in ${title}`, () => {
    let app: RunningApp;
    let report: WorkloadReport;

    beforeAll(async () => {
      const unbuilt = BUILT.filter((file) => !existsSync(file));
      if (unbuilt.length > 0) {
        throw new Error(
          `${unbuilt.join(', ')} missing: build the packages first (pnpm turbo run build)`,
        );
      }
      app = await host.start(WORKLOAD_APP);
      const response = await app.fetch('/');
      const body = await response.text();
      if (response.status !== 200) {
        throw new Error(`${host.name} answered ${response.status}: ${body}\n${app.output()}`);
      }
      report = JSON.parse(body) as WorkloadReport;
    }, 60_000);

    afterAll(async () => {
      await app?.stop();
    });

    it(`should run in ${host.name} itself`, () => {
      expect(report.runtime).toMatch(host.selfName);
    });

    it('should report every case of the workload, in order', () => {
      expect(report.results.map((result) => result.name)).toEqual(
        workloadCases.map((workloadCase) => workloadCase.name),
      );
    });

    it.for(workloadCases)('$name', ({ name, expected }) => {
      const result = report.results.find((candidate) => candidate.name === name);
      expect(result?.status, explain(host, result, app)).not.toBe('threw');
      expect(result && 'actual' in result ? result.actual : undefined).toEqual(expected);
    });
  });
}
