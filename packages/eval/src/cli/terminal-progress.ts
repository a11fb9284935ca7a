import cliProgress from 'cli-progress';
import type { Progress } from './progress';

/**
 * Progress on the terminal (cli-progress), on standard error so `--json` output stays clean:
 * one line per preset with its task runs done out of its share, how many passed, and the time
 * left at the pace so far.
 *
 * @param planned - Task runs of the whole run: tasks × samples × presets.
 */
export function terminalProgress(
  stream: NodeJS.WriteStream,
  planned: number,
  presets: readonly string[],
): Progress {
  const width = Math.max(0, ...presets.map((preset) => preset.length));
  const multi = new cliProgress.MultiBar(
    {
      stream,
      format: ' {preset} {bar} {value}/{total} tasks · {passed} passed · {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
      barsize: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  const share = presets.length === 0 ? planned : Math.ceil(planned / presets.length);
  const bars = new Map(
    presets.map((preset) => [
      preset,
      {
        bar: multi.create(share, 0, { preset: preset.padEnd(width), passed: 0 }),
        done: 0,
        passed: 0,
      },
    ]),
  );
  return {
    update(outcome) {
      const line = bars.get(outcome.preset);
      if (line === undefined) return;
      line.done += 1;
      if (outcome.passed) line.passed += 1;
      line.bar.update(line.done, { passed: line.passed });
    },
    stop() {
      // Draw the last counts once (the bars redraw on a timer) before the lines are cleared.
      multi.update();
      multi.stop();
    },
  };
}
