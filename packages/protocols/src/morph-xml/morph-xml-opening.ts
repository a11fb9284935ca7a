import type { OpeningClassifier } from '../types';

/** Morph XML: child elements (or the close tag) follow an open tag that ends with `>`. */
export const morphXmlOpening: OpeningClassifier = (marker, text, from, final) => {
  if (!marker.endsWith('>')) return 'yes';
  if (from === text.length) return final ? 'no' : 'more';
  return text[from] === '<' ? 'yes' : 'no';
};
