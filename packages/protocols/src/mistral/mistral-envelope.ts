import { isToolNameChar } from '../engine/is-tool-name-char';
import type { EnvelopeCalls } from '../envelope-calls/envelope-calls';

/** The token before every call (or before the pre-v11 JSON array). */
export const MISTRAL_TOOL_CALLS = '[TOOL_CALLS]';
/** Separates a tool name (or call id) from the JSON arguments. */
export const MISTRAL_ARGS = '[ARGS]';
/** Introduces a call id between the tool name and `[ARGS]`. */
export const MISTRAL_CALL_ID = '[CALL_ID]';

/**
 * What follows one `[TOOL_CALLS]`, in any of Mistral's three generations: a JSON array of
 * `{"name", "arguments"}` objects (pre-v11), `NAME{json}` (v11), or `NAME[ARGS]{json}` with an
 * optional `[CALL_ID]id` (Magistral, Devstral, Mistral Small 3.2 and later), kept as the tool-call
 * id. A few words before a JSON array (`[TOOL_CALLS] sure: [{…}]`) stay text.
 */
export const mistralEnvelope: EnvelopeCalls = {
  format: 'Mistral',
  sectionBegin: [],
  sectionEnd: [],
  callBegin: [MISTRAL_TOOL_CALLS],
  argumentsBegin: [MISTRAL_ARGS],
  callEnd: [],
  maxHead: 256,
  headExample: 'NAME',
  readHead: (name, tools) => ({ name: name.trim(), tool: tools.lookup(name.trim()) }),
  nameChar: isToolNameChar,
  idBegin: MISTRAL_CALL_ID,
  jsonList: true,
  maxNoise: 64,
};
