/** fast-check runs per property; `pnpm fuzz` (scripts/fuzz.mjs) raises it through FUZZ_RUNS. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/**
 * True in the long local campaign (`pnpm fuzz` sets FUZZ_RUNS): adversarial inputs are then run
 * at the full size for every protocol, not only for the representative ones.
 */
export const LONG_CAMPAIGN = process.env.FUZZ_RUNS !== undefined;
