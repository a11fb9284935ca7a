import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callArguments } from '../format/call-arguments';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { pythonLiteral } from '../pythonic/python-literal';
import { type FunctionBlockSyntax, Qwen3CoderSegment } from '../qwen3-coder/qwen3-coder-segment';
import type { ReasoningBlock, ToolCallProtocol } from '../types';

const BLOCK: FunctionBlockSyntax = {
  format: 'Seed-OSS',
  open: '<seed:tool_call>',
  close: '</seed:tool_call>',
  // The template writes a value right after its tag, so newlines around it are its own.
  trimNewlines: false,
  json: false,
};

const SEED_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: '<seed:think>', close: '</seed:think>' },
];

/**
 * ByteDance Seed-OSS: `<seed:tool_call>\n<function=NAME>\n<parameter=K>V</parameter>\n
 * </function>\n</seed:tool_call>`, one block per call — Qwen3-Coder's `<function=…>` tags in
 * Seed's own block, read by the same segment. Values are raw text typed by the schema (the
 * template writes non-strings with Python's `str`, `True` and `{'a': 1}`, which coercion reads);
 * plain strings stream. Thinking is `<seed:think>…</seed:think>`.
 */
export function seedOssProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'seed-oss',
    createFormat: () => ({
      markers: [BLOCK.open],
      createSegment: (context) => new Qwen3CoderSegment(context, false, BLOCK),
      reasoningBlocks: SEED_REASONING_BLOCKS,
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(jsonToolList(tools).join('\n')),
    // As the template writes it: strings as they are, anything else as Python's `str` would.
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) =>
          `<parameter=${argument.name}>${typeof argument.value === 'string' ? argument.value : pythonLiteral(argument.value)}</parameter>\n`,
      );
      return `${BLOCK.open}\n<function=${toolCall.toolName}>\n${parameters.join('')}</function>\n${BLOCK.close}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
