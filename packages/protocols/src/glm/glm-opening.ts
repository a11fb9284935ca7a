import type { OpeningClassifier } from '../types';

/** GLM: the tool name follows (or a JSON object, which it reads too); a tag is not its form. */
export const glmOpening: OpeningClassifier = (_marker, text, from, final) => {
  if (from === text.length) return final ? 'no' : 'more';
  return text[from] === '<' ? 'no' : 'yes';
};
