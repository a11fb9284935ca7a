import type { CallShape, UnsupportedGrammar } from '../grammar/call-shape';
import { jsonCallShape, markersIn } from '../grammar/json-call-shape';
import type { ToolCallProtocol } from '../types';
import { PYTHON_SYNTAX } from './python-value-syntax';

/**
 * The call shape of a format that writes `name(key=value, …)` (pythonic, LFM2, Olmo 3), read
 * from the protocol's writer: the text around the call's parentheses is fixed, the keyword
 * arguments follow the schema in Python literals. One call per list or block in the grammar.
 */
export function pythonCallShape(
  protocol: ToolCallProtocol,
  trigger: (rendered: string) => string,
): CallShape | UnsupportedGrammar {
  return jsonCallShape(protocol, trigger, markersIn, { kind: 'keywords', syntax: PYTHON_SYNTAX });
}
