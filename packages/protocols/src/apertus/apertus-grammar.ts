import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape, markersIn } from '../grammar/json-call-shape';

/** `<|tools_prefix|>[{"name": {…}}]<|tools_suffix|>`: the tool's name is the object's one key. */
export const apertusGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(
    protocol,
    (rendered) => rendered.slice(0, Math.max(0, rendered.indexOf('['))),
    markersIn,
  );
