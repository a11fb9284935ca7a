import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolListing } from '../format/tool-listing';
import { toolResultValue } from '../format/tool-result-value';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import { jsonOrBodyOpening } from '../json-calls/json-opening';
import type { ToolCallProtocol } from '../types';
import { leakedCallBlock, leakedYamlCall } from '../yaml-xml/leaked-yaml-call';

export interface JsonMixProtocolOptions {
  /** Opens a call. Default `<tool_call>`; for a Markdown fence use ```` ```tool_call ````. */
  toolCallStart?: string;
  /** Closes a call. Default `</tool_call>`; for a Markdown fence use ```` ``` ````. */
  toolCallEnd?: string;
  /** Opens a tool result in the history. Default `<tool_response>`. */
  toolResponseStart?: string;
  /** Closes a tool result in the history. Default `</tool_response>`. */
  toolResponseEnd?: string;
}

/**
 * JSON tool calls wrapped in delimiters: `<tool_call>{"name": …, "arguments": {…}}</tool_call>`
 * (Hermes, Qwen2.5/3 and most fine-tunes), or a Markdown fence. Accepts `parameters`, `args`
 * and `input` for `arguments` and `tool` / `function` for `name`, a YAML body (`name: …` then
 * `arguments:`), arguments given as a JSON-encoded string, several calls in one block as an array,
 * relaxed JSON (single quotes, Python literals, trailing commas), an end delimiter inside a JSON
 * string, a new start delimiter or a wrong close tag ending a complete call, and a complete call
 * whose end delimiter never came.
 */
export function jsonMixProtocol(options: JsonMixProtocolOptions = {}): ToolCallProtocol {
  const start = options.toolCallStart ?? '<tool_call>';
  // Whitespace before a call's end is skipped while reading, so a leading newline cannot be part of it.
  const end = (options.toolCallEnd ?? '</tool_call>').trimStart();
  const responseStart = options.toolResponseStart ?? '<tool_response>';
  const responseEnd = options.toolResponseEnd ?? '</tool_response>';
  if (start.length === 0 || end.length === 0) {
    throw new TypeError(
      'jsonMixProtocol: toolCallStart and toolCallEnd must be non-empty strings.',
    );
  }
  return defineProtocol({
    name: 'json-mix',
    opening: jsonOrBodyOpening(leakedYamlCall),
    createFormat: () => ({
      markers: [start],
      createSegment: (context) => new JsonBlockSegment(context, leakedCallBlock(start, end)),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
    formatToolCall: (toolCall) =>
      `${start}\n${JSON.stringify({ name: toolCall.toolName, arguments: toolCallInput(toolCall.input) })}\n${end}`,
    formatToolResponse: (toolResult) =>
      `${responseStart}\n${JSON.stringify({ name: toolResult.toolName, result: toolResultValue(toolResult.output) ?? null })}\n${responseEnd}`,
  });
}
