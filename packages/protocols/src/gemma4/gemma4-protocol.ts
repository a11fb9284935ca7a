import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { gemmaDeclaration } from './gemma-declaration';
import { FUNCTION_GEMMA_DIALECT, GEMMA4_DIALECT } from './gemma-dialect';
import { GemmaDslWriter } from './gemma-dsl-writer';
import { Gemma4Segment } from './gemma4-segment';

/** Gemma 4 thinks in its thought channel; `<think>` is read as well, as every format does. */
const GEMMA4_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: '<|channel>thought', close: '<channel|>' },
];

export interface Gemma4ProtocolOptions {
  /**
   * `'gemma4'` (default): Gemma 4's tokens, `<|tool_call>…<tool_call|>` and `<|"|>` strings.
   * `'functiongemma'`: FunctionGemma's, `<start_function_call>…<end_function_call>` and
   * `<escape>` strings.
   */
  dialect?: 'gemma4' | 'functiongemma';
}

/**
 * Google's own call DSL: Gemma 4 `<|tool_call>call:NAME{city:<|"|>Paris<|"|>,days:3}<tool_call|>`
 * (FunctionGemma: `<start_function_call>…<escape>…<end_function_call>`), one token pair per call,
 * bare keys, strings between quote tokens, numbers, booleans, nested objects and lists. String
 * arguments stream as they arrive; the rest is typed by the tool's schema. Gemma 4's thinking
 * (`<|channel>thought…<channel|>`) is reasoning. History is written as the template writes it:
 * tools as `<|tool>declaration:…<tool|>`, results as `<|tool_response>response:NAME{…}`.
 */
export function gemma4Protocol(options: Gemma4ProtocolOptions = {}): ToolCallProtocol {
  const dialect = options.dialect === 'functiongemma' ? FUNCTION_GEMMA_DIALECT : GEMMA4_DIALECT;
  const dsl = new GemmaDslWriter(dialect);
  return defineProtocol({
    name: 'gemma4',
    createFormat: () => ({
      markers: [dialect.callOpen],
      createSegment: (context) => new Gemma4Segment(context, dialect),
      ...(dialect === GEMMA4_DIALECT ? { reasoningBlocks: GEMMA4_REASONING_BLOCKS } : {}),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(tools.map((tool) => gemmaDeclaration(tool, dialect)).join('')),
    formatToolCall: (toolCall) => dsl.call(toolCall),
    formatToolResponse: (toolResult) => dsl.result(toolResult),
  });
}
