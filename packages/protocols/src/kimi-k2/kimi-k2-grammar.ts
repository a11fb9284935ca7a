import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

const SECTION = '<|tool_calls_section_begin|>';

/**
 * A section with one call, `functions.name:0` as its id: the grammar fixes the index at 0, so
 * parallel calls come as one section each (the parser reads both).
 */
export const kimiK2Grammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => SECTION, [
    SECTION,
    '<|tool_calls_section_end|>',
    '<|tool_call_begin|>',
    '<|tool_call_argument_begin|>',
    '<|tool_call_end|>',
  ]);
