import { isNonAscii, notIn } from './char-class';
import { type GrammarRules, literal } from './grammar-rules';

/** Raw text up to a closing tag: anything without `</` (the XML-parameter formats' values). */
const WITHOUT_CLOSING_TAG = '( [^<] | "<"+ [^</] )* "<"*';

/**
 * The grammar of text that does not contain `stop` (the marker that ends a raw value: `</`,
 * `<|close|>`, Gemma's `<|"|>`), as the states of matching `stop` letter by letter: `r-k` reads
 * on after the first k letters matched and returns to no match, `t-k` ends the text there. The
 * rules recurse only on a repeated first letter, not on every letter of the text. Needs a
 * `stop` whose first letter occurs in it once (all markers here), so that a failed match that
 * reads that letter starts a new match.
 */
export function textWithout(stop: string, rules: GrammarRules): string {
  if (stop === '</') return rules.add('raw-text', WITHOUT_CLOSING_TAG);
  const letters = [...stop];
  const first = letters[0] as string;
  if (letters.length < 2 || letters.indexOf(first, 1) !== -1) {
    throw new Error(
      `textWithout needs a marker of two or more letters whose first letter occurs once; got ${JSON.stringify(stop)}.`,
    );
  }
  // XGrammar before 0.1.30 lets any non-ASCII character through `[^…]` (see `asciiNotIn`), so a
  // non-ASCII letter could not be told apart from the rest; such a stop goes to `textWithoutAny`.
  if (letters.some(isNonAscii)) {
    throw new Error(`textWithout needs an ASCII marker; got ${JSON.stringify(stop)}.`);
  }
  return rules.once(`text-without:${stop}`, () => stateRules(letters, rules));
}

function stateRules(letters: readonly string[], rules: GrammarRules): string {
  const first = letters[0] as string;
  const hint = 'text-without';
  const n = letters.length;
  const r = letters.map((_, k) => (k === 0 ? '' : rules.reserve(`${hint}-r${k}`)));
  const t = letters.map((_, k) => (k === 0 ? '' : rules.reserve(`${hint}-t${k}`)));
  for (let k = 1; k < n; k++) {
    const next = letters[k] as string;
    const restart = `${literal(first)} ${r[1]}`;
    const onward = k + 1 < n ? [`${literal(next)} ${r[k + 1]}`] : [];
    rules.define(r[k] as string, `( ${[notIn([next, first]), ...onward, restart].join(' | ')} )`);
    const tailOnward = k + 1 < n ? [`${literal(next)} ${t[k + 1]}`] : [];
    rules.define(
      t[k] as string,
      `( ${[...tailOnward, `${literal(first)} ${t[1]}`].join(' | ')} )?`,
    );
  }
  return rules.add(
    hint,
    `( ${notIn([first])} | ${literal(first)} ${r[1]} )* ( ${literal(first)} ${t[1]} )?`,
  );
}
