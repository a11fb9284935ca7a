import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

/** A fenced JSON call: the fence opening is the trigger. */
export const fencedJsonGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, (rendered) => rendered.slice(0, rendered.indexOf('{')).trim());
