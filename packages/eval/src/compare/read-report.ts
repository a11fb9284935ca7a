import type { JsonReport } from '../report/json-report';

/**
 * Reads a saved `tool-eval --json` report for `--compare`, checking the parts the comparison
 * uses, so a wrong file is named with what is wrong instead of failing deep inside.
 *
 * @returns The report, or a message for the user.
 */
export function readReport(text: string, path: string): JsonReport | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `${path} is not JSON (${(error as Error).message}); save a run with tool-eval … --json > ${path}.`;
  }
  if (!isRecord(value) || typeof value.model !== 'string' || !Array.isArray(value.presets)) {
    return `${path} is not a tool-eval --json report: it needs "model" and "presets".`;
  }
  for (const entry of value.presets) {
    if (!isRecord(entry) || typeof entry.preset !== 'string') {
      return `${path}: every entry of "presets" needs a "preset" name.`;
    }
    if (!Array.isArray(entry.answers) || !entry.answers.every(isAnswer)) {
      return `${path}: preset ${entry.preset} has no "answers" list of {task, sample, passed}; it was saved by an older tool-eval — run it again with this version's --json.`;
    }
  }
  return value as unknown as JsonReport;
}

function isAnswer(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.task === 'string' &&
    typeof value.sample === 'number' &&
    typeof value.passed === 'boolean'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
