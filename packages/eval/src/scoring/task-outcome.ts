import type { AgentRunStats } from '../agent/run-agent-task';

/** How one task sample went through one preset. */
export interface TaskOutcome {
  preset: string;
  task: string;
  category: string;
  sample: number;
  passed: boolean;
  /** Why it failed: the calls that did not match, or the request error. */
  reason?: string;
  /** Call-looking segments that failed to parse, by `onError` code. */
  parseFailures: Record<string, number>;
  latencyMs?: number;
  /** Set when the request itself failed (after retries); the task then counts as failed. */
  error?: string;
  /** An agent task's loop: steps used, calls made, botched calls, recoveries. */
  agent?: AgentRunStats;
}
