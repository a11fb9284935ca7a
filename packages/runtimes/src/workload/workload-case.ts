/** A JSON value: what a case observes, so the report crosses any runtime boundary unchanged. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * One check of the workload: `run` observes something in the runtime under test and returns it as
 * JSON; the runtime passes when the observation equals `expected`.
 */
export interface WorkloadCase {
  name: string;
  run: () => Promise<Json>;
  expected: Json;
}
