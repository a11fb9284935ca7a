import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callArguments } from '../format/call-arguments';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { hy3Opening } from './hy3-opening';
import { HY3_CALL_OPEN, HY3_SECTION_OPEN, Hy3Segment } from './hy3-segment';
import {
  HY3_SUFFIXED_CALL_OPEN,
  HY3_SUFFIXED_SECTION_OPEN,
  Hy3SuffixedSegment,
} from './hy3-suffixed-segment';
import { hy3Tags } from './hy3-tags';

export interface Hy3ProtocolOptions {
  /**
   * The vocabulary suffix the calls in the history are written with: `''` (Hy3, default) writes
   * `<tool_calls><tool_call>NAME<tool_sep>…`; Hy v4's suffixed checkpoints (`':opensource'`)
   * write `<tool_calls:opensource><tool_call:opensource>NAME<arg_key:opensource>…`, without
   * `<tool_sep>`. Either way every vocabulary is read.
   */
  readonly tokenSuffix?: string;
}

/** `<think>`, and the `<think:opensource>` its open checkpoints write. */
const HY3_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: '<think:opensource>', close: '</think:opensource>' },
];

/**
 * Tencent Hy3 (Hunyuan HY v3/v4): `<tool_calls>\n<tool_call>NAME<tool_sep>\n<arg_key>K</arg_key>\n
 * <arg_value>V</arg_value>\n</tool_call>\n</tool_calls>`, several calls per section, or one
 * `<tool_call>` alone. Values are raw text typed by the tool's schema; plain strings stream. The
 * arguments may also be one JSON object after `<tool_sep>` (`NAME<tool_sep>{"city": "Paris"}`).
 * Hy v4's suffixed vocabularies (`<tool_calls:opensource>`, any suffix) are read the same way.
 */
export function hy3Protocol(options: Hy3ProtocolOptions = {}): ToolCallProtocol {
  const tags = hy3Tags(options.tokenSuffix ?? '');
  // Hy v4 writes no `<tool_sep>` (vLLM's hy_v4 parser reads the name up to the first key).
  const toolSep = tags.suffix === '' ? tags.toolSep : '';
  return defineProtocol({
    name: 'hy3',
    opening: hy3Opening,
    createFormat: () => ({
      markers: [HY3_SECTION_OPEN, HY3_CALL_OPEN, HY3_SUFFIXED_SECTION_OPEN, HY3_SUFFIXED_CALL_OPEN],
      createSegment: (context) =>
        context.marker === HY3_SECTION_OPEN || context.marker === HY3_CALL_OPEN
          ? new Hy3Segment(context, context.marker === HY3_CALL_OPEN)
          : new Hy3SuffixedSegment(context, context.marker === HY3_SUFFIXED_CALL_OPEN),
      reasoningBlocks: HY3_REASONING_BLOCKS,
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(['<tools>', ...jsonToolList(tools), '</tools>'].join('\n')),
    formatToolCall: (toolCall) => {
      const pairs = callArguments(toolCall.input).map(
        (argument) =>
          `${tags.keyOpen}${argument.name}${tags.keyClose}\n${tags.valueOpen}${argument.text}${tags.valueClose}\n`,
      );
      return `${tags.sectionOpen}\n${tags.callOpen}${toolCall.toolName}${toolSep}\n${pairs.join('')}${tags.callClose}\n${tags.sectionClose}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
