import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { skipWhitespace } from '../engine/skip-whitespace';
import { functionToolsJson } from '../format/function-tools-json';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import type { OpeningClassifier, ReasoningBlock, ToolCallProtocol } from '../types';
import type { JsonEnvelope, JsonTagsModel } from './json-tags-model';
import { type JsonTagsModelName, jsonTagsModels } from './json-tags-models';
import { SilentMarkerSegment } from './silent-marker-segment';

/** A JSON object or list follows the marker, after optional whitespace. */
const jsonAfterMarker: OpeningClassifier = (_marker, text, from, final) => {
  const at = skipWhitespace(text, from);
  if (at === text.length) return final ? 'no' : 'more';
  const c = text[at];
  return c === '{' || c === '[' ? 'yes' : 'no';
};

/**
 * Every family at once: the default protocol reads each envelope any of them writes, and Cohere's
 * special tokens (Apriel's reasoning opener is plain English, so it is read only for Apriel).
 */
const everyModel: JsonTagsModel = {
  ...jsonTagsModels['tool-calls-json'],
  envelopes: uniqueBy(
    Object.values(jsonTagsModels).flatMap((model): readonly JsonEnvelope[] => model.envelopes),
    (envelope) => envelope.start,
  ),
  silentMarkers: jsonTagsModels.cohere.silentMarkers,
  reasoningBlocks: jsonTagsModels.cohere.reasoningBlocks,
};

/**
 * JSON calls between a model's own markers: `<|START_ACTION|>[…]<|END_ACTION|>` (Command R7B),
 * `<|tool_call|>[…]` (Granite 3.x), `functools[…]` (Phi-4-mini, Firefunction v2),
 * `<tool_calls>[…]</tool_calls>` (Hunyuan-A13B, Jamba, Apriel, MiniMax-M1),
 * `<|action_start|><|plugin|>{…}<|action_end|>` (InternLM), `<|function_call|>{…}` (GigaChat),
 * `<longcat_tool_call>{…}</longcat_tool_call>` (LongCat), `<tools>{…}</tools>` (Qwen2.5-Coder).
 * Each block holds one call object, a list of them or several in a row, read by the JSON-call
 * family as they stream. `model` picks the family whose markers are read and whose syntax is
 * written into the history; without it every family's envelopes are read and calls are written
 * as `<tool_calls>[…]</tool_calls>`.
 */
export function jsonTagsProtocol(model?: JsonTagsModelName): ToolCallProtocol {
  const spec: JsonTagsModel = model === undefined ? everyModel : jsonTagsModels[model];
  const envelopes = new Map(spec.envelopes.map((envelope) => [envelope.start, envelope]));
  const silent = new Set(spec.silentMarkers ?? []);
  const reasoningBlocks: ReasoningBlock[] = [...(spec.reasoningBlocks ?? []), THINK_BLOCK];
  return defineProtocol({
    name: 'json-tags',
    opening: jsonAfterMarker,
    createFormat: () => ({
      markers: [...envelopes.keys(), ...silent],
      reasoningBlocks,
      createSegment: (context) => {
        const envelope = envelopes.get(context.marker);
        if (envelope === undefined) return new SilentMarkerSegment(context);
        return new JsonBlockSegment(context, {
          startMarker: envelope.start,
          endMarker: envelope.end,
          ...(envelope.keys === undefined ? {} : { keys: envelope.keys }),
          releaseFailedArray: true,
        });
      },
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate((spec.formatTools ?? functionToolsJson)(tools)),
    formatToolCall: (call) => spec.formatToolCall(call),
    formatToolResponse: (result) => spec.formatToolResponse(result),
  });
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
