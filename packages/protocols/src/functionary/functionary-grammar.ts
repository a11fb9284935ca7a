import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL, jsonCallShape, markersIn } from '../grammar/json-call-shape';

/** v3.2's recipient marker, which also starts its text turns (`>>>all\n`). */
const RECIPIENT = '>>>';

/**
 * `>>>name\n{…}` (v3.2) or `<function=name>{…}</function>` (v3.1), read from the setup's writer.
 * v3.1's trigger is the text before the tool's name (`<function=`); v3.2's is the recipient with
 * the tool's name, since `>>>` alone also starts a text turn (`>>>all`), which stays free.
 */
export const functionaryGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(
    protocol,
    (rendered) => {
      const name = rendered.indexOf(GRAMMAR_PROBE_TOOL);
      if (name === -1) return '';
      const before = rendered.slice(0, name);
      return before === RECIPIENT ? `${before}${GRAMMAR_PROBE_TOOL}` : before;
    },
    markersIn,
  );
