import { agentCases } from './agent-cases';
import { browserModelCase } from './browser-model-case';
import { parserCases } from './parser-cases';
import type { WorkloadCase } from './workload-case';

/**
 * Everything every runtime runs: the agent loops of three presets, the in-browser model example,
 * then RJSON and RXML on their own.
 */
export const workloadCases: readonly WorkloadCase[] = [
  ...agentCases,
  browserModelCase,
  ...parserCases,
];
