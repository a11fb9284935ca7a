import { MarkerMatcher } from '../engine/marker-matcher';

/** Longest vocabulary suffix read after `<tool_calls:` (`:opensource`, `:6124c78e`). */
export const HY3_MAX_SUFFIX = 64;

/**
 * The structural tags of one Hy3 vocabulary. Hy v4 checkpoints name every structural token with a
 * suffix of their own (`<tool_calls:opensource>`, `<arg_key:6124c78e>`); Hy3 and the other v4
 * checkpoints write them bare. The suffix is `''` or `:` and a word without `>` or spaces.
 */
export interface Hy3Tags {
  readonly suffix: string;
  readonly sectionOpen: string;
  readonly sectionClose: string;
  readonly callOpen: string;
  readonly callClose: string;
  readonly toolSep: string;
  readonly keyOpen: string;
  readonly keyClose: string;
  readonly valueOpen: string;
  readonly valueClose: string;
  /**
   * What ends a JSON object of arguments: the call's close tag, or the section's when the model
   * left the call's out. Both are special tokens, so a JSON string cannot hold them.
   */
  readonly jsonArgumentsEnd: MarkerMatcher;
}

/** The tags of the vocabulary with `suffix` (`''`: Hy3's own). */
export function hy3Tags(suffix: string): Hy3Tags {
  if (!isHy3Suffix(suffix)) {
    throw new Error(
      `Hy3 token suffix ${JSON.stringify(suffix)} is not a vocabulary suffix: pass '' or ':' and the checkpoint's word, as in <tool_calls:opensource> (':opensource').`,
    );
  }
  const tag = (name: string) => `<${name}${suffix}>`;
  return {
    suffix,
    sectionOpen: tag('tool_calls'),
    sectionClose: tag('/tool_calls'),
    callOpen: tag('tool_call'),
    callClose: tag('/tool_call'),
    toolSep: tag('tool_sep'),
    keyOpen: tag('arg_key'),
    keyClose: tag('/arg_key'),
    valueOpen: tag('arg_value'),
    valueClose: tag('/arg_value'),
    jsonArgumentsEnd: new MarkerMatcher([tag('/tool_call'), tag('/tool_calls')]),
  };
}

/** `''`, or `:` and up to {@link HY3_MAX_SUFFIX} characters other than `>`, `<` and spaces. */
export function isHy3Suffix(suffix: string): boolean {
  return suffix === '' || (/^:[^\s<>]+$/.test(suffix) && suffix.length <= HY3_MAX_SUFFIX + 1);
}
