import type { FunctionTool } from '@tool/protocols';
import { presetNames } from '../presets/preset-definitions';
import type { Chunking } from './chunk-text';
import { inspectOutput } from './inspect-output';
import type { AutoRanking, AutoReport, InspectReport } from './inspect-report';
import type { ReasoningMode } from './reasoning-mode';

/** What {@link inspectAuto} needs; `tools` and `stream` as in `inspectOutput`. */
export interface InspectAutoOptions {
  text: string;
  tools?: ReadonlyArray<FunctionTool>;
  stream?: Chunking;
  reasoning?: ReasoningMode;
}

/**
 * Tries every preset on one output and ranks them: presets that parsed calls first (more calls,
 * then fewer errors), then presets that only reported errors (more errors first: they saw
 * something call-like), then the rest, each group in registry order. The best one gets a full
 * report (with the stream timeline when asked for).
 */
export async function inspectAuto(options: InspectAutoOptions): Promise<AutoReport> {
  const { text, tools, reasoning } = options;
  const given = {
    ...(tools === undefined ? {} : { tools }),
    ...(reasoning === undefined ? {} : { reasoning }),
  };
  const reports: InspectReport[] = [];
  for (const preset of presetNames) reports.push(await inspectOutput({ text, preset, ...given }));
  const ranking: AutoRanking[] = reports
    .map((report) => ({
      preset: report.preset,
      protocol: report.protocol,
      calls: report.calls.length,
      errors: report.errors.length,
    }))
    .sort(compareRankings);
  // Every preset is ranked, so the first entry always exists.
  const best = (ranking[0] as AutoRanking).preset;
  const report =
    options.stream === undefined
      ? (reports.find((candidate) => candidate.preset === best) as InspectReport)
      : await inspectOutput({ text, preset: best, stream: options.stream, ...given });
  return { ranking, report };
}

function compareRankings(a: AutoRanking, b: AutoRanking): number {
  if (a.calls !== b.calls) return b.calls - a.calls;
  // Array.prototype.sort is stable, so equal entries keep registry order.
  return a.calls > 0 ? a.errors - b.errors : b.errors - a.errors;
}
