import { matchLiteral } from '../engine/match-literal';
import type { OpeningClassifier } from '../types';

/** Longest tool name looked across for the `<tool_sep>` that follows it. */
const MAX_NAME = 256;

/**
 * Hy3: after `<tool_calls>` comes `<tool_call>` (Hunyuan-A13B's JSON list is another format's);
 * after a bare `<tool_call>`, a tool name and `<tool_sep>` (GLM's name is followed by
 * `<arg_key>`, Hermes writes JSON).
 */
export const hy3Opening: OpeningClassifier = (marker, text, from, final) => {
  if (marker === '<tool_calls>') return matchLiteral('<tool_call>', text, from, final);
  let lt = from;
  while (lt < text.length && lt - from <= MAX_NAME && text[lt] !== '<') {
    if (text[lt] === '{' || text[lt] === '[' || text[lt] === '\n') return 'no';
    lt++;
  }
  if (lt - from > MAX_NAME || lt === from) return 'no';
  if (lt === text.length) return final ? 'no' : 'more';
  return matchLiteral('<tool_sep>', text, lt, final);
};
