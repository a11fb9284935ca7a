import type { OpeningClassifier } from '../types';
import type { BlockBodyNotation } from './block-body-notation';

/** A JSON-in-delimiters call (Hermes, Nemotron): a JSON object or array follows the marker. */
export const jsonOpening: OpeningClassifier = (_marker, text, from, final) => {
  if (from === text.length) return final ? 'no' : 'more';
  const c = text[from];
  return c === '{' || c === '[' ? 'yes' : 'no';
};

/** A JSON call, or a body in another notation the block reads too (a leaked YAML call). */
export function jsonOrBodyOpening(body: BlockBodyNotation): OpeningClassifier {
  return (marker, text, from, final) => {
    const json = jsonOpening(marker, text, from, final);
    return json === 'no' && from < text.length ? body.opens(text, from, final) : json;
  };
}
