import type { OpeningVerdict } from '../types';

/**
 * Whether `text` from index `from` is `literal` (`'yes'`), may still become it as more text
 * arrives (`'more'`; `'no'` once `final`), or is not (`'no'`). Reads at most `literal.length`
 * characters.
 */
export function matchLiteral(
  literal: string,
  text: string,
  from: number,
  final: boolean,
): OpeningVerdict {
  const available = Math.min(literal.length, text.length - from);
  for (let k = 0; k < available; k++) {
    if (text.charCodeAt(from + k) !== literal.charCodeAt(k)) return 'no';
  }
  if (available === literal.length) return 'yes';
  return final ? 'no' : 'more';
}
