import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

/** `[TOOL_CALLS]name[ARGS]{…}` (the v11+ layout the writer renders), one call per marker. */
export const mistralGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => '[TOOL_CALLS]', ['[TOOL_CALLS]', '[ARGS]']);
