import { matchLiteral } from '../engine/match-literal';
import type { OpeningClassifier } from '../types';

/** YAML XML: a YAML key follows `<name>`, or the close tag of an empty call. */
export const yamlXmlOpening: OpeningClassifier = (marker, text, from, final) => {
  if (marker.endsWith('/>')) return 'yes';
  if (from === text.length) return final ? 'no' : 'more';
  if (text[from] !== '<') return 'yes';
  return matchLiteral('</', text, from, final);
};
