import type { OpeningClassifier } from '../types';

/** A JSON-in-delimiters call (Hermes, Nemotron): a JSON object or array follows the marker. */
export const jsonOpening: OpeningClassifier = (_marker, text, from, final) => {
  if (from === text.length) return final ? 'no' : 'more';
  const c = text[from];
  return c === '{' || c === '[' ? 'yes' : 'no';
};
