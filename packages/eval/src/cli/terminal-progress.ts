import cliProgress from 'cli-progress';
import type { Progress } from './progress';

/**
 * A progress bar on the terminal (cli-progress), on standard error so `--json` output stays
 * clean: requests done, passed so far, and the time left.
 */
export function terminalProgress(stream: NodeJS.WriteStream, planned: number): Progress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: ' {bar} {value}/{total} requests · {passed} passed · {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let passed = 0;
  bar.start(planned, 0, { passed });
  return {
    update(outcome, done) {
      if (outcome.passed) passed += 1;
      bar.update(done, { passed });
    },
    stop() {
      bar.stop();
    },
  };
}
