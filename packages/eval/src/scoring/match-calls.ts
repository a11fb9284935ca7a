import type { ExpectedCall } from '../tasks/eval-task';
import { valuesEqual } from './values-equal';

/** A call the model made, as `generateText` returned it. */
export interface ActualCall {
  name: string;
  input: unknown;
}

/** Whether the answer's calls are the expected ones, and if not, why. */
export type CallsVerdict = { passed: true } | { passed: false; reason: string };

/**
 * Whether one call matches one expected call: same tool name; every listed argument present
 * with one of its acceptable values, or absent (or `null`) when `null` is acceptable; and no
 * argument that is not listed.
 */
export function callMatches(expected: ExpectedCall, actual: ActualCall): boolean {
  if (actual.name !== expected.name) return false;
  const input = actual.input;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return false;
  const args = input as Record<string, unknown>;
  for (const key of Object.keys(args)) {
    if (args[key] !== undefined && !Object.hasOwn(expected.arguments, key)) return false;
  }
  for (const [key, acceptable] of Object.entries(expected.arguments)) {
    const value = Object.hasOwn(args, key) ? args[key] : undefined;
    if (value === undefined || value === null) {
      if (!acceptable.includes(null)) return false;
      continue;
    }
    if (!acceptable.some((candidate) => candidate !== null && valuesEqual(candidate, value))) {
      return false;
    }
  }
  return true;
}

/**
 * Scores an answer: it passes when it holds exactly as many calls as expected and the calls can
 * be paired one to one with the expected ones, in any order. The pairing is a maximum bipartite
 * matching (augmenting paths), so a call that fits two expected calls never blocks another call
 * that fits only one. An extra call or a missing one fails the task; `[]` expects no call.
 *
 * @param fitsCall - Whether an actual call fits the expected call at `index`; default
 *   {@link callMatches} (BFCL tasks pass their checker's rules).
 */
export function matchCalls(
  expected: readonly ExpectedCall[],
  actual: readonly ActualCall[],
  fitsCall: (expected: ExpectedCall, index: number, actual: ActualCall) => boolean = (
    call,
    _i,
    a,
  ) => callMatches(call, a),
): CallsVerdict {
  const fits = expected.map((call, index) =>
    actual.map((candidate) => fitsCall(call, index, candidate)),
  );
  /** For each actual call, the index of the expected call it is paired with. */
  const pairedWith: Array<number | undefined> = actual.map(() => undefined);
  const tryPair = (e: number, visited: boolean[]): boolean => {
    for (let a = 0; a < actual.length; a++) {
      if (!fits[e]?.[a] || visited[a]) continue;
      visited[a] = true;
      const previous = pairedWith[a];
      if (previous === undefined || tryPair(previous, visited)) {
        pairedWith[a] = e;
        return true;
      }
    }
    return false;
  };
  const unmatched: number[] = [];
  for (let e = 0; e < expected.length; e++) {
    if (
      !tryPair(
        e,
        actual.map(() => false),
      )
    )
      unmatched.push(e);
  }
  const extra = actual.filter((_, a) => pairedWith[a] === undefined);
  if (unmatched.length === 0 && extra.length === 0) return { passed: true };
  const parts: string[] = [];
  if (unmatched.length > 0) {
    parts.push(
      `missing ${unmatched.map((e) => describeExpected(expected[e] as ExpectedCall)).join(', ')}`,
    );
  }
  if (extra.length > 0)
    parts.push(`${unmatched.length > 0 ? 'got' : 'extra'} ${extra.map(describeActual).join(', ')}`);
  if (expected.length === 0)
    return {
      passed: false,
      reason: `expected no call, got ${extra.map(describeActual).join(', ')}`,
    };
  return { passed: false, reason: parts.join('; ') };
}

/** At most this many characters of a call in a reason. */
const MAX_DESCRIPTION = 160;

function describeExpected(call: ExpectedCall): string {
  return clip(`${call.name}(${JSON.stringify(call.arguments)})`);
}

function describeActual(call: ActualCall): string {
  return clip(`${call.name}(${JSON.stringify(call.input) ?? ''})`);
}

function clip(text: string): string {
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`;
}
