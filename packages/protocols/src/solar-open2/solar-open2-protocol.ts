import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { SOLAR_CALL_END, SOLAR_CALL_START, SolarOpen2Segment } from './solar-open2-segment';

/**
 * Upstage Solar Open 2: `<|tool_call:start|>NAME\n<|tool_arg:start|>K<|tool_arg:value|>V
 * <|tool_arg:end|><|tool_call:end|>`, one token pair per call. Values are raw text typed by the
 * tool's schema; plain strings stream.
 */
export function solarOpen2Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'solar-open2',
    createFormat: () => ({
      markers: [SOLAR_CALL_START],
      createSegment: (context) => new SolarOpen2Segment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(jsonToolList(tools).join('\n')),
    formatToolCall: (toolCall) => {
      const args = callArguments(toolCall.input).map(
        (argument) =>
          `<|tool_arg:start|>${argument.name}<|tool_arg:value|>${argument.text}<|tool_arg:end|>`,
      );
      return `${SOLAR_CALL_START}${toolCall.toolName}\n${args.join('')}${SOLAR_CALL_END}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
