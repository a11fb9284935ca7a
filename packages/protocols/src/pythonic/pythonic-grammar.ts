import type { FormatGrammar } from '../grammar/call-shape';
import { pythonCallShape } from './python-call-shape';

/**
 * `[name(key=value, …)]`: the list's opening up to the call's parenthesis is the trigger, so a
 * `[` in prose stays free; the arguments are Python literals over the schema's types.
 */
export const pythonicGrammar: FormatGrammar = (protocol) =>
  pythonCallShape(protocol, (rendered) => rendered.slice(0, rendered.indexOf('(') + 1));
