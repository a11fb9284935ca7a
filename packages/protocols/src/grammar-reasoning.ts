import { getProtocolFormat } from './define-protocol';
import { resolveReasoning, THINK_BLOCK } from './engine/reasoning-setup';
import { ToolRegistry } from './engine/tool-registry';
import type { GrammarReasoning } from './grammar/compile-call-grammar';
import type { ProtocolOptions, ToolCallProtocol } from './types';

/**
 * The thinking a grammar leaves free for a protocol: the very blocks its parser reads as
 * reasoning, resolved the way the engine resolves them (the user's `open` / `close` pair, else
 * the format's own `reasoningBlocks`, else `<think>`), so that the constraint and the parse agree
 * on where thinking is. Undefined for `reasoning: false`. A hand-written protocol (not made with
 * `defineProtocol`) has no blocks the library knows: `<think>` or the user's pair.
 *
 * @throws TypeError for a malformed `reasoning` option, as the parser would.
 */
export function grammarReasoningFor(
  protocol: ToolCallProtocol,
  reasoning?: ProtocolOptions['reasoning'],
): GrammarReasoning | undefined {
  const createFormat = getProtocolFormat(protocol);
  // The format's blocks do not depend on the tools; an empty registry builds its setup.
  const formatBlocks =
    createFormat === undefined ? [THINK_BLOCK] : createFormat(new ToolRegistry([])).reasoningBlocks;
  const setup = resolveReasoning(reasoning, formatBlocks);
  if (setup === undefined) return undefined;
  return { blocks: setup.blocks, startInside: setup.startInReasoning };
}
