import { matchLiteral } from '../engine/match-literal';
import { jsonOrBodyOpening } from '../json-calls/json-opening';
import type { OpeningClassifier } from '../types';
import { leakedYamlCall } from '../yaml-xml/leaked-yaml-call';

const jsonOrYaml = jsonOrBodyOpening(leakedYamlCall);

/** Qwen3-Coder: `<function=NAME>` follows, or a JSON object or YAML body (its Hermes fallback). */
export const qwen3CoderOpening: OpeningClassifier = (marker, text, from, final) => {
  if (marker !== '<tool_call>') return 'yes';
  const json = jsonOrYaml(marker, text, from, final);
  if (json !== 'no' || from === text.length) return json;
  return matchLiteral('<function=', text, from, final);
};
