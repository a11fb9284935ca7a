import { declareFormat } from '../format-declaration/format-declaration';
import { fencedJsonGrammar } from './fenced-json-grammar';
import { fencedJsonProtocol } from './fenced-json-protocol';

/** A JSON call in a Markdown code block: a fallback format, with no preset of its own. */
export const fencedJsonFormat = declareFormat({
  name: 'fenced-json',
  protocol: fencedJsonProtocol,
  presets: [],
  models: [],
  reasoning: { startInside: [] },
  grammar: fencedJsonGrammar,
  catalog: [{}],
});
