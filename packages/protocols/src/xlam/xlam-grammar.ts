import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL, jsonCallShape } from '../grammar/json-call-shape';

/**
 * A bare list `[{"name": …, "arguments": {…}}]`: the trigger is the list's opening up to the
 * name, so prose and JSON lists that name no tool stay free. One call per list in the grammar.
 */
export const xlamGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, (rendered) =>
    rendered.slice(0, Math.max(0, rendered.indexOf(GRAMMAR_PROBE_TOOL))),
  );
