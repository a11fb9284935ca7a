import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { UniqueIds } from '../engine/unique-ids';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type {
  HistoryToolCall,
  HistoryToolResult,
  ReasoningBlock,
  ToolCallProtocol,
} from '../types';
import {
  MISTRAL_ARGS,
  MISTRAL_CALL_ID,
  MISTRAL_TOOL_CALLS,
  mistralEnvelope,
} from './mistral-envelope';

/** Magistral (2509 and later) thinks in `[THINK]…[/THINK]` control tokens; others in `<think>`. */
const MISTRAL_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: '[THINK]', close: '[/THINK]' },
];

/**
 * How calls are written back into the history (all three are always parsed):
 * - `'args'`: `[TOOL_CALLS]NAME[CALL_ID]ID[ARGS]{json}` (`[CALL_ID]` only when the call has an
 *   id) — Magistral, Devstral, Ministral 3, Mistral Small 3.2 and later;
 * - `'json'`: `[TOOL_CALLS]NAME{json}` — tokenizer v11 (Mistral Small 3.0/3.1);
 * - `'array'`: `[TOOL_CALLS][{"name": …, "arguments": {…}, "id": …}]` — Mistral 7B v0.3, Nemo,
 *   Mixtral, Ministral 8B.
 */
export type MistralCallStyle = 'args' | 'json' | 'array';

export interface MistralProtocolOptions {
  /** How calls and results are written into the history. Default `'args'`. */
  callStyle?: MistralCallStyle;
}

/**
 * Mistral's native tool calls after the `[TOOL_CALLS]` token, in every generation: a JSON array,
 * `NAME{json}`, and `NAME[ARGS]{json}` with an optional `[CALL_ID]` that is kept as the tool-call
 * id (a repeated id is replaced, so ids stay unique within a response). Magistral's
 * `[THINK]…[/THINK]` is reasoning, like `<think>…</think>`.
 */
export function mistralProtocol(options: MistralProtocolOptions = {}): ToolCallProtocol {
  const style = options.callStyle ?? 'args';
  return defineProtocol({
    name: 'mistral',
    createFormat: () => {
      const ids = new UniqueIds();
      return {
        markers: [MISTRAL_TOOL_CALLS],
        createSegment: (context) => new EnvelopeSegment(context, mistralEnvelope, ids),
        reasoningBlocks: MISTRAL_REASONING_BLOCKS,
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) => formatCall(toolCall, style),
    formatToolResponse: (toolResult) => formatResult(toolResult, style),
  });
}

function formatCall(toolCall: HistoryToolCall, style: MistralCallStyle): string {
  const args = jsonDumps(toolCallInput(toolCall.input));
  const id = toolCall.toolCallId;
  switch (style) {
    case 'array':
      return `${MISTRAL_TOOL_CALLS}${jsonDumps([
        {
          name: toolCall.toolName,
          arguments: toolCallInput(toolCall.input),
          ...(id === undefined ? {} : { id }),
        },
      ])}`;
    case 'json':
      return `${MISTRAL_TOOL_CALLS}${toolCall.toolName}${args}`;
    case 'args':
      return `${MISTRAL_TOOL_CALLS}${toolCall.toolName}${id === undefined ? '' : `${MISTRAL_CALL_ID}${id}`}${MISTRAL_ARGS}${args}`;
  }
}

function formatResult(toolResult: HistoryToolResult, style: MistralCallStyle): string {
  const value = toolResultValue(toolResult.output) ?? null;
  if (style === 'array') {
    const id = toolResult.toolCallId;
    return `[TOOL_RESULTS]${jsonDumps({ content: value, ...(id === undefined ? {} : { call_id: id }) })}[/TOOL_RESULTS]`;
  }
  return `[TOOL_RESULTS]${typeof value === 'string' ? value : jsonDumps(value)}[/TOOL_RESULTS]`;
}
