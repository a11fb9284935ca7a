import { matchLiteral } from '../engine/match-literal';
import type { OpeningClassifier, OpeningVerdict } from '../types';
import { HY3_SUFFIXED_CALL_OPEN, HY3_SUFFIXED_SECTION_OPEN } from './hy3-suffixed-segment';
import { HY3_MAX_SUFFIX, type Hy3Tags, hy3Tags } from './hy3-tags';

/** Longest tool name looked across for the `<tool_sep>` that follows it. */
const MAX_NAME = 256;

/**
 * Hy3: after `<tool_calls>` comes `<tool_call>` (Hunyuan-A13B's JSON list is another format's);
 * after a bare `<tool_call>`, a tool name and `<tool_sep>` (GLM's name is followed by
 * `<arg_key>`, Hermes writes JSON). Hy v4's suffixed tags (`<tool_calls:opensource>`) are its
 * own tokens: after the suffix and `>` the same holds in that vocabulary, where a bare call's
 * name may be followed by its first `<arg_key:…>` too (v4 writes no `<tool_sep>`).
 */
export const hy3Opening: OpeningClassifier = (marker, text, from, final) => {
  if (marker === HY3_SUFFIXED_SECTION_OPEN || marker === HY3_SUFFIXED_CALL_OPEN) {
    return suffixedOpening(marker === HY3_SUFFIXED_CALL_OPEN, text, from, final);
  }
  if (marker === '<tool_calls>') return matchLiteral('<tool_call>', text, from, final);
  return bareCallOpening(hy3Tags(''), text, from, final);
};

function suffixedOpening(bare: boolean, text: string, from: number, final: boolean) {
  let gt = from;
  while (gt < text.length && gt - from <= HY3_MAX_SUFFIX && text[gt] !== '>') {
    if (/[\s<]/.test(text[gt] as string)) return 'no';
    gt++;
  }
  if (gt - from > HY3_MAX_SUFFIX || gt === from) return 'no';
  if (gt === text.length) return final ? 'no' : 'more';
  const tags = hy3Tags(`:${text.slice(from, gt)}`);
  if (bare) return bareCallOpening(tags, text, gt + 1, final);
  let j = gt + 1;
  while (j < text.length && /\s/.test(text[j] as string)) j++;
  if (j === text.length) return final ? 'no' : 'more';
  return matchLiteral(tags.callOpen, text, j, final);
}

/** A bare call: a tool name, then `<tool_sep>` (or, suffixed, the first key or the close tag). */
function bareCallOpening(tags: Hy3Tags, text: string, from: number, final: boolean) {
  let lt = from;
  while (lt < text.length && lt - from <= MAX_NAME && text[lt] !== '<') {
    // v4's suffixed calls may put the name on a line of its own.
    if (text[lt] === '{' || text[lt] === '[' || (text[lt] === '\n' && tags.suffix === '')) {
      return 'no';
    }
    lt++;
  }
  if (lt - from > MAX_NAME || lt === from) return 'no';
  if (lt === text.length) return final ? 'no' : 'more';
  const after = tags.suffix === '' ? [tags.toolSep] : [tags.toolSep, tags.keyOpen, tags.callClose];
  let verdict: OpeningVerdict = 'no';
  for (const literal of after) {
    const match = matchLiteral(literal, text, lt, final);
    if (match === 'yes') return 'yes';
    if (match === 'more') verdict = 'more';
  }
  return verdict;
}
