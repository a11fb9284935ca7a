import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

/**
 * A bare `{"name": …, "parameters": {…}}` object: the trigger is the object's opening up to the
 * name, so prose and JSON that does not name a tool stay free.
 */
export const llama3JsonGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => '{"name": "');
