import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape, markersIn } from '../grammar/json-call-shape';

/**
 * One JSON call between the model's own markers, read from the preset's writer: the start marker
 * (`<|START_ACTION|>`, `<|tool_call|>`, `functools`, "Action: ```json") is the trigger; the call
 * object's keys, Cohere's `"tool_call_id": "0"` and the list brackets are fixed text. A grammar
 * call is one call per envelope (the parser reads several envelopes as well as one list).
 */
export const jsonTagsGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(
    protocol,
    (rendered) => rendered.slice(0, Math.max(0, rendered.search(/[[{]/))).trim(),
    markersIn,
  );
