import type { RegisteredTool, ToolRegistry } from '../engine/tool-registry';

/** A Kimi K2 call id (`functions.get_weather:0`) with the tool it names. */
export interface KimiToolCallId {
  /** The id as the model wrote it, trimmed; kept as the tool-call id. */
  id: string;
  /** The tool name read from the id (`get_weather`), declared or not. */
  name: string;
  /** The tool to read the call by: the declared one, or a stand-in (see `ToolRegistry.lookup`). */
  tool: RegisteredTool | undefined;
}

/**
 * Reads the tool name out of a Kimi K2 call id: `functions.NAME:IDX`, or `NAME:IDX`. The name
 * may itself hold dots or colons (`functions.search.web:2`), so only a trailing `:digits` is the
 * index. Some deployments write bare counters (`0`); the tool is then known only when exactly one
 * tool is declared, and otherwise the call is not guessed.
 */
export function parseKimiToolCallId(raw: string, tools: ToolRegistry): KimiToolCallId {
  const id = raw.trim();
  let name = id.startsWith('functions.') ? id.slice('functions.'.length) : id;
  const colon = name.lastIndexOf(':');
  if (colon !== -1 && isDigits(name, colon + 1)) name = name.slice(0, colon);
  let tool = tools.get(name);
  if (tool === undefined && isDigits(id, 0) && tools.size === 1) {
    tool = tools.get(tools.names[0] as string);
  }
  // An undeclared name is read too when malformed calls are fed back (see ToolRegistry.lookup).
  tool ??= tools.lookup(name);
  return { id, name: tool?.name ?? name, tool };
}

/**
 * The id written for a call in the history. Kimi's chat template writes the call's id verbatim;
 * ids this protocol parsed are already `functions.NAME:IDX`, so the model sees its own numbering
 * and continues it (`:0`, `:1` in the first step, `:2` in the next), which keeps ids unique across
 * the steps of a conversation. A call without an id gets `functions.NAME:0`.
 */
export function formatKimiToolCallId(toolName: string, toolCallId: string | undefined): string {
  return toolCallId !== undefined && toolCallId.length > 0 ? toolCallId : `functions.${toolName}:0`;
}

function isDigits(text: string, from: number): boolean {
  if (from >= text.length) return false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
