import { asciiNotIn, isNonAscii, notIn } from './char-class';
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
  const foreignFirst = marks.find(isNonAscii);
  if (foreignFirst !== undefined) {
    throw new Error(
      `textWithoutAny needs stops that start with ASCII; got ${JSON.stringify(foreignFirst)}.`,
    );
  }
  const key = JSON.stringify([marks, follow]);
  return rules.once(`text-without-any:${key}`, () => {
    const states = automatonFor(key, marks, follow);
    const names = states.map(() => rules.reserve('text-without-any'));
    states.forEach(({ forms, mayEnd }, k) => {
      const body = `( ${forms.map(([expr, next]) => `${expr} ${names[next]}`).join(' | ')} )`;
      rules.define(names[k] as string, mayEnd ? `${body}?` : body);
    });
    return names[0] as string;
  });
}

/** One state of the automaton: what it reads, each to the state it goes to (by index). */
interface State {
  readonly forms: readonly (readonly [expr: string, next: number])[];
  readonly mayEnd: boolean;
}

/**
 * Automata already built, by stop set and follow: a format has a handful, and an agent sends the
 * same tools on every turn, so the automaton is built once rather than per compiled grammar.
 */
const AUTOMATA = new Map<string, readonly State[]>();
const MAX_AUTOMATA = 256;

function automatonFor(key: string, stops: readonly string[], follow: string): readonly State[] {
  let states = AUTOMATA.get(key);
  if (states === undefined) {
    states = buildAutomaton(stops, follow);
    if (AUTOMATA.size >= MAX_AUTOMATA) AUTOMATA.delete(AUTOMATA.keys().next().value as string);
    AUTOMATA.set(key, states);
  }
  return states;
}

/** Stops that hold another stop are left out: excluding the shorter excludes them too. */
function minimalStops(stops: readonly string[]): string[] {
  const unique = [...new Set(stops)].filter((stop) => stop !== '');
  return unique.filter((stop) => !unique.some((other) => other !== stop && stop.includes(other)));
}

/** The states, the start first, in the order they are reached (breadth first). */
function buildAutomaton(stops: readonly string[], follow: string): State[] {
  const prefixes = new Set(stops.flatMap((stop) => [...stop].map((_, k) => stop.slice(0, k))));
  const letters = [...new Set(stops.flatMap((stop) => [...stop]))];
  const index = new Map<string, number>([['', 0]]);
  const order = [''];
  const indexOf = (state: string): number => {
    let k = index.get(state);
    if (k === undefined) {
      k = order.length;
      index.set(state, k);
      order.push(state);
    }
    return k;
  };
  const states: State[] = [];
  for (let k = 0; k < order.length; k++) {
    const state = order[k] as string;
    const forms = stateForms(state, letters, stops, prefixes).map(
      ([expr, next]) => [expr, indexOf(next)] as const,
    );
    states.push({ forms, mayEnd: holdsNoStop(state, follow, stops) });
  }
  return states;
}

/**
 * What one state reads, as `[expression, next state]`: a class of every character that goes back
 * to the start, and each letter that goes on with a marker (a letter that completes one is left
 * out). Only the letters that go on are named, so a state is a few alternatives, not one per
 * letter of every marker. Where a non-ASCII letter goes on, the class holds ASCII only (see
 * `asciiNotIn`) and the other non-ASCII letters of the markers are named, going back to the start.
 */
function stateForms(
  state: string,
  letters: readonly string[],
  stops: readonly string[],
  prefixes: ReadonlySet<string>,
): [string, string][] {
  const next = new Map(letters.map((letter) => [letter, step(state, letter, stops, prefixes)]));
  const goesOn = letters.filter((letter) => next.get(letter) !== '');
  const strict = goesOn.some(isNonAscii);
  const forms: [string, string][] = [[strict ? asciiNotIn(goesOn) : notIn(goesOn), '']];
  if (strict) {
    for (const letter of letters) {
      if (isNonAscii(letter) && next.get(letter) === '') forms.push([literal(letter), '']);
    }
  }
  for (const letter of goesOn) {
    const to = next.get(letter);
    if (to !== undefined) forms.push([literal(letter), to]);
  }
  return forms;
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

/**
 * Whether no stop starts inside `text` when `follow` comes next: a raw value its reader neither
 * cuts short nor re-reads as markup (and, for a state's text, whether the value may end there).
 */
export function holdsNoStop(text: string, follow: string, stops: readonly string[]): boolean {
  const read = text + follow;
  return stops.every((stop) => {
    const at = read.indexOf(stop);
    return at === -1 || at >= text.length;
  });
}
