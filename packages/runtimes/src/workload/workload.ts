import { agentCases } from './agent-cases';
import { parserCases } from './parser-cases';
import type { WorkloadCase } from './workload-case';

/** Everything every runtime runs: the agent loops of three presets, then RJSON and RXML alone. */
export const workloadCases: readonly WorkloadCase[] = [...agentCases, ...parserCases];
