import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

/**
 * `<tool_call>\n{"name":…,"arguments":{…}}\n</tool_call>` (or Gemma's fence): the start marker,
 * as the protocol's writer renders it, is the trigger.
 */
export const jsonMixGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, (rendered) => rendered.slice(0, rendered.indexOf('{')).trim(), [
    '<tool_call>',
    '</tool_call>',
  ]);
