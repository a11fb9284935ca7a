import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL, jsonCallShape, markersIn } from '../grammar/json-call-shape';

/**
 * `>>>name\n{…}` (v3.2) or `<function=name>{…}</function>` (v3.1), read from the setup's writer:
 * the text before the tool's name (`>>>`, `<function=`) is the trigger, so v3.2's `>>>all` text
 * turn, which names no tool, stays free.
 */
export const functionaryGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(
    protocol,
    (rendered) => rendered.slice(0, Math.max(0, rendered.indexOf(GRAMMAR_PROBE_TOOL))),
    markersIn,
  );
