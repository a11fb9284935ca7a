import { asciiNotIn, notIn } from './char-class';
import { type GrammarRules, literal } from './grammar-rules';

/**
 * The grammar of text that holds none of `stops` and, followed by `follow` (the marker that closes
 * it), has no stop starting inside it: a raw value that its reader neither ends early nor
 * re-reads as markup. Built as the automaton of the stops' prefixes (Aho–Corasick without the
 * failure links spelled out): one rule per prefix the text may end with, each reading one letter
 * on to the next prefix. The rules recurse in tail position only, which both engines run without
 * growing their stacks.
 */
export function textWithoutAny(
  stops: readonly string[],
  follow: string,
  rules: GrammarRules,
): string {
  const marks = minimalStops(stops);
  if (marks.length === 0) throw new Error('textWithoutAny needs at least one non-empty stop.');
  // A value could then hold no non-ASCII character at all in XGrammar (see `asciiNotIn`).
  const foreignFirst = marks.find((mark) => (mark.codePointAt(0) as number) > 0x7f);
  if (foreignFirst !== undefined) {
    throw new Error(
      `textWithoutAny needs stops that start with ASCII; got ${JSON.stringify(foreignFirst)}.`,
    );
  }
  return rules.once(`text-without-any:${JSON.stringify([marks, follow])}`, () =>
    stateRules(marks, follow, rules),
  );
}

/** Stops that hold another stop are left out: excluding the shorter excludes them too. */
function minimalStops(stops: readonly string[]): string[] {
  const unique = [...new Set(stops)].filter((stop) => stop !== '');
  return unique.filter((stop) => !unique.some((other) => other !== stop && stop.includes(other)));
}

function stateRules(stops: readonly string[], follow: string, rules: GrammarRules): string {
  const prefixes = new Set(stops.flatMap((stop) => [...stop].map((_, k) => stop.slice(0, k))));
  const letters = [...new Set(stops.flatMap((stop) => [...stop]))];
  const names = new Map<string, string>();
  const pending = [''];
  const nameOf = (state: string): string => {
    let name = names.get(state);
    if (name === undefined) {
      name = rules.reserve('text-without-any');
      names.set(state, name);
      pending.push(state);
    }
    return name;
  };
  nameOf('');
  pending.shift();
  for (let state: string | undefined = ''; state !== undefined; state = pending.shift()) {
    const forms = [`${otherThan(state, letters, stops, prefixes)} ${nameOf('')}`];
    for (const letter of letters) {
      const next = step(state, letter, stops, prefixes);
      if (next !== undefined) forms.push(`${literal(letter)} ${nameOf(next)}`);
    }
    const body = `( ${forms.join(' | ')} )`;
    rules.define(nameOf(state), mayEnd(state, follow, stops) ? `${body}?` : body);
  }
  return nameOf('');
}

/**
 * Any character that is none of the markers' letters: ASCII only where a non-ASCII letter would
 * go on with a marker (see `asciiNotIn`), so that XGrammar cannot read that letter as any other.
 */
function otherThan(
  state: string,
  letters: readonly string[],
  stops: readonly string[],
  prefixes: ReadonlySet<string>,
): string {
  const nonAsciiGoesOn = letters.some(
    (letter) =>
      (letter.codePointAt(0) as number) > 0x7f && step(state, letter, stops, prefixes) !== '',
  );
  return nonAsciiGoesOn ? asciiNotIn(letters) : notIn(letters);
}

/** The longest suffix of `state + letter` that begins a stop, or nothing where a stop is read. */
function step(
  state: string,
  letter: string,
  stops: readonly string[],
  prefixes: ReadonlySet<string>,
): string | undefined {
  const read = state + letter;
  if (stops.some((stop) => read.endsWith(stop))) return undefined;
  for (let start = 0; start <= read.length; start++) {
    const suffix = read.slice(start);
    if (prefixes.has(suffix)) return suffix;
  }
  return '';
}

/** Whether the text may end here: no stop starts in its tail `state` when `follow` comes next. */
function mayEnd(state: string, follow: string, stops: readonly string[]): boolean {
  const read = state + follow;
  return stops.every((stop) => {
    const at = read.indexOf(stop);
    return at === -1 || at >= state.length;
  });
}
