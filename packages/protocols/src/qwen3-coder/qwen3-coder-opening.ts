import { matchLiteral } from '../engine/match-literal';
import { jsonOpening } from '../json-calls/json-opening';
import type { OpeningClassifier } from '../types';

/** Qwen3-Coder: `<function=NAME>` follows, or a JSON object (its own Hermes fallback). */
export const qwen3CoderOpening: OpeningClassifier = (marker, text, from, final) => {
  if (marker !== '<tool_call>') return 'yes';
  const json = jsonOpening(marker, text, from, final);
  if (json !== 'no' || from === text.length) return json;
  return matchLiteral('<function=', text, from, final);
};
