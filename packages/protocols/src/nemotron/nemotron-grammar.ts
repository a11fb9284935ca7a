import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

/** `<TOOLCALL>[{"name":…,"arguments":{…}}]</TOOLCALL>`: one call per list in the grammar. */
export const nemotronGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => '<TOOLCALL>', ['<TOOLCALL>', '</TOOLCALL>']);
