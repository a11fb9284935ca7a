import { formatP, type PairedComparison } from './paired-comparison';

/**
 * What the paired test says about the recommended preset and the runner-up, in one sentence
 * for the recommendation: a significant win names the counts and p; otherwise it says the two
 * cannot be told apart yet and how to get more evidence.
 *
 * @param samples - The run's `--samples`, to suggest a bigger one.
 */
export function pairedSentence(comparison: PairedComparison, samples: number): string {
  const { preset, against, wins, losses, pValue } = comparison;
  const unit = samples > 1 ? 'task samples' : 'tasks';
  if (wins === 0 && losses === 0) {
    return `${preset} and ${against} passed and failed the same ${unit}: no test can tell them apart, the tie-break above decides.`;
  }
  if (comparison.significant && wins > losses) {
    return `${preset} beats ${against} on ${wins} ${unit} and loses on ${losses} (${formatP(pValue)}).`;
  }
  const more = samples < 3 ? 3 : samples * 2;
  // Samples only add evidence when the answers vary: at temperature 0 they repeat each other.
  return `Not distinguishable from ${against} at this sample size (${wins} ${unit} won, ${losses} lost, ${formatP(pValue)}): run --samples ${more} with a temperature above 0, or more tasks, to tell them apart.`;
}
