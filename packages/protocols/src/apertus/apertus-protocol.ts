import { defineProtocol } from '../define-protocol';
import { MarkerMatcher } from '../engine/marker-matcher';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { NamedObjectListSegment } from './named-object-list-segment';

const TOOLS_PREFIX = '<|tools_prefix|>';
const TOOLS_SUFFIX = '<|tools_suffix|>';
/** Apertus thinks between these when deliberation is enabled. */
const APERTUS_REASONING: readonly ReasoningBlock[] = [
  { open: '<|inner_prefix|>', close: '<|inner_suffix|>' },
  THINK_BLOCK,
];

/**
 * Swiss AI Apertus: the calls of one answer as a JSON list whose objects name the tool by their
 * only key, `<|tools_prefix|>[{"get_weather": {"city": "Paris"}}]<|tools_suffix|>`. Each call
 * streams as soon as its key is read; thinking between `<|inner_prefix|>` and `<|inner_suffix|>`
 * is reasoning. Results are written after the calls as their JSON values.
 */
export function apertusProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'apertus',
    createFormat: () => {
      const delimiters = new MarkerMatcher([TOOLS_SUFFIX, TOOLS_PREFIX]);
      return {
        markers: [TOOLS_PREFIX],
        reasoningBlocks: APERTUS_REASONING,
        createSegment: (context) => new NamedObjectListSegment(context, TOOLS_SUFFIX, delimiters),
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (call) =>
      `${TOOLS_PREFIX}${jsonDumps([{ [call.toolName]: toolCallInput(call.input) }])}${TOOLS_SUFFIX}`,
    formatToolResponse: (result) =>
      jsonDumps({ [result.toolName]: toolResultValue(result.output) ?? null }),
  });
}
