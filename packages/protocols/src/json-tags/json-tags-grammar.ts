import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape, markersIn } from '../grammar/json-call-shape';

/**
 * One JSON call between the model's own markers, read from the preset's writer: the start marker
 * (`<|START_ACTION|>`, `<|tool_call|>`, "Action: ```json") is the trigger; the call object's keys,
 * Cohere's `"tool_call_id": "0"` and the list brackets are fixed text. A grammar call is one call
 * per envelope (the parser reads several envelopes as well as one list).
 */
export const jsonTagsGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, startMarker, markersIn);

/**
 * The text before the JSON. A marker that is a plain word (`functools`) takes the bracket after
 * it, so that the word in prose (Python's `functools` module) does not start a call.
 */
function startMarker(rendered: string): string {
  const json = rendered.search(/[[{]/);
  if (json <= 0) return '';
  const marker = rendered.slice(0, json).trim();
  return /^[A-Za-z_]+$/.test(marker) ? rendered.slice(0, json + 1) : marker;
}
