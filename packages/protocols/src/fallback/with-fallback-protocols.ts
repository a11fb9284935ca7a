import { defineProtocol, getProtocolFormat, getProtocolOpening } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import type { SegmentFormat } from '../engine/segment';
import type { ToolRegistry } from '../engine/tool-registry';
import type { OpeningClassifier, ReasoningBlock, ToolCallProtocol } from '../types';
import { DispatchSegment, type MarkerOwner } from './dispatch-segment';

type CreateFormat = (tools: ToolRegistry) => SegmentFormat;

/** A format that declares no opening claims everything after a shared marker. */
const anyOpening: OpeningClassifier = () => 'yes';

/** The formats behind each composed protocol, in priority order. */
const composedOf = new WeakMap<ToolCallProtocol, readonly ToolCallProtocol[]>();

/**
 * A protocol that writes like `primary` and also reads the calls of `fallbacks`, for models that
 * answer in another format than the one they were prompted with (Hermes JSON inside a Qwen-XML
 * prompt, a bare Llama `{"name": …}` object, a fenced ```` ```json ```` call).
 *
 * The formats are composed on the one streaming engine, so the text is scanned once: the markers
 * are the union of theirs, and a marker owned by one format opens that format's segment. A marker
 * several formats own (`<tool_call>`: Hermes, Qwen3-Coder and GLM) is settled by the first
 * characters after it (past whitespace), as each protocol's `opening` reads them: `{`/`[` is
 * JSON, `<function=` is Qwen3-Coder, a name is GLM. The primary wins ties, and Qwen3-Coder and GLM read Hermes JSON themselves, so a JSON call
 * after their `<tool_call>` stays theirs. At one position the longest marker wins, as within one
 * format. The thinking blocks are those of every format. Every guarantee of the engine holds for
 * the composition: split invariance, lossless text, prefix-consistent deltas, linear time,
 * hold-back below the longest marker of any format.
 * `formatTools`, `formatToolCall` and `formatToolResponse` are the primary's.
 *
 * @param primary The format the model is prompted with.
 * @param fallbacks Other formats to recognize, in priority order.
 * @returns `primary` itself when `fallbacks` is empty, otherwise the composed protocol, named
 * `primary+fallback+…`.
 * @throws TypeError when a protocol was not made with `defineProtocol` (its markers are unknown).
 *
 * @example
 * ```ts
 * const protocol = withFallbackProtocols(qwen3CoderProtocol(), [
 *   jsonMixProtocol(),
 *   llama3JsonProtocol(),
 *   fencedJsonProtocol(),
 * ]);
 * ```
 */
export function withFallbackProtocols(
  primary: ToolCallProtocol,
  fallbacks: readonly ToolCallProtocol[],
): ToolCallProtocol {
  if (fallbacks.length === 0) return primary;
  // A composition given to another one is flattened, so each format keeps its own classifier.
  const protocols = [primary, ...fallbacks].flatMap((p) => composedOf.get(p) ?? [p]);
  const parts = protocols.map((protocol) => ({
    createFormat: formatOf(protocol),
    classify: getProtocolOpening(protocol) ?? anyOpening,
  }));
  const composed = defineProtocol({
    name: protocols.map((protocol) => protocol.name).join('+'),
    createFormat: (tools) =>
      composeFormats(
        parts.map(({ createFormat, classify }) => ({ format: createFormat(tools), classify })),
      ),
    formatTools: (args) => primary.formatTools(args),
    formatToolCall: (toolCall) => primary.formatToolCall(toolCall),
    formatToolResponse: (toolResult) => primary.formatToolResponse(toolResult),
  });
  composedOf.set(composed, protocols);
  return composed;
}

/** One format whose markers are the union of `owners`' markers, each routed to its owner(s). */
function composeFormats(owners: readonly MarkerOwner[]): SegmentFormat {
  const byMarker = new Map<string, MarkerOwner[]>();
  for (const owner of owners) {
    for (const marker of new Set(owner.format.markers)) {
      const list = byMarker.get(marker);
      if (list === undefined) byMarker.set(marker, [owner]);
      else list.push(owner);
    }
  }
  // Every format's thinking blocks, the first one to declare an open marker owning it.
  const blocks = new Map<string, ReasoningBlock>();
  for (const owner of owners) {
    for (const block of owner.format.reasoningBlocks ?? [THINK_BLOCK]) {
      if (!blocks.has(block.open)) blocks.set(block.open, block);
    }
  }
  return {
    markers: [...byMarker.keys()],
    reasoningBlocks: [...blocks.values()],
    createSegment: (context) => {
      const list = byMarker.get(context.marker) ?? owners;
      return list.length === 1
        ? (list[0] as MarkerOwner).format.createSegment(context)
        : new DispatchSegment(context, list);
    },
  };
}

function formatOf(protocol: ToolCallProtocol): CreateFormat {
  const createFormat =
    typeof protocol === 'object' && protocol !== null ? getProtocolFormat(protocol) : undefined;
  if (createFormat === undefined) {
    const name = typeof protocol?.name === 'string' ? protocol.name : String(protocol);
    throw new TypeError(
      `withFallbackProtocols: the protocol ${JSON.stringify(name)} was not made with defineProtocol, so its start markers are unknown and it cannot share the streaming engine. Build it with defineProtocol (all built-in protocols are).`,
    );
  }
  return createFormat;
}
