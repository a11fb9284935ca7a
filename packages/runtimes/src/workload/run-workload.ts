import type { Json, WorkloadCase } from './workload-case';

/** How one case went in a runtime. */
export type CaseResult =
  | { name: string; status: 'passed'; actual: Json }
  | { name: string; status: 'failed'; actual: Json; expected: Json }
  | { name: string; status: 'threw'; error: { name: string; message: string; stack: string } };

/** What a runtime answers: its own word on what it is, and every case's result. */
export interface WorkloadReport {
  /** `EdgeRuntime <name>` in Vercel's Edge runtime, else `navigator.userAgent`. */
  runtime: string;
  results: CaseResult[];
}

/** The runtime's own word on what it is. */
function runtimeName(): string {
  const scope = globalThis as { EdgeRuntime?: unknown; navigator?: { userAgent?: string } };
  if (typeof scope.EdgeRuntime === 'string') return `EdgeRuntime ${scope.EdgeRuntime}`;
  return scope.navigator?.userAgent ?? 'unknown';
}

/** Key order aside, the same JSON value. */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index] as Json))
    );
  }
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key] as Json, b[key] as Json))
  );
}

async function runCase(workloadCase: WorkloadCase): Promise<CaseResult> {
  const { name } = workloadCase;
  try {
    // Through JSON and back, so the result compared here is the one the report carries.
    const actual = JSON.parse(JSON.stringify(await workloadCase.run())) as Json;
    return sameJson(actual, workloadCase.expected)
      ? { name, status: 'passed', actual }
      : { name, status: 'failed', actual, expected: workloadCase.expected };
  } catch (error) {
    const {
      name: errorName,
      message,
      stack,
    } = error instanceof Error ? error : new Error(String(error));
    return { name, status: 'threw', error: { name: errorName, message, stack: stack ?? '' } };
  }
}

/** Runs the cases one after the other (they share nothing, but a report in order reads best). */
export async function runWorkload(cases: readonly WorkloadCase[]): Promise<WorkloadReport> {
  const results: CaseResult[] = [];
  for (const workloadCase of cases) results.push(await runCase(workloadCase));
  return { runtime: runtimeName(), results };
}
