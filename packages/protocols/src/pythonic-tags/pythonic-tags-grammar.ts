import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL } from '../grammar/json-call-shape';
import { pythonCallShape } from '../pythonic/python-call-shape';

/**
 * `<|tool_call_start|>[name(…)]<|tool_call_end|>` (LFM2) or `<function_calls>name(…)</function_calls>`
 * (Olmo 3): the model's start marker, the text before a list bracket or the tool's name, is the
 * trigger; the arguments are Python literals over the schema's types.
 */
export const pythonicTagsGrammar: FormatGrammar = (protocol) =>
  pythonCallShape(protocol, (rendered) => {
    const name = rendered.indexOf(GRAMMAR_PROBE_TOOL);
    const bracket = rendered.indexOf('[');
    return rendered.slice(0, bracket !== -1 && bracket < name ? bracket : Math.max(0, name));
  });
