import { stringify as stringifyXml } from '@tool/rxml';
import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolListing } from '../format/tool-listing';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { morphXmlOpening } from './morph-xml-opening';
import { XmlCallSegment } from './xml-call-segment';

/** Characters that may follow a tool name in its open tag. */
const AFTER_NAME = ['>', '/', ' ', '\n', '\t', '\r'];

/**
 * One XML element per call, named after the tool: `<get_weather><city>Seoul</city></get_weather>`.
 * Only declared tool names open a call, matched exactly (`<get_weathers>` and `<b>` stay text;
 * names with `.` and `-` work). Arguments are typed by the tool's schema through RXML; string
 * arguments keep their text exactly as written and stream as it arrives. `<get_time/>` is a call
 * with `{}`. A string argument written twice cancels the call: its text is kept and reported.
 */
export function morphXmlProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'morph-xml',
    opening: morphXmlOpening,
    createFormat: (tools) => ({
      markers: tools.names.flatMap((name) => AFTER_NAME.map((c) => `<${name}${c}`)),
      createSegment: (context) => new XmlCallSegment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
    formatToolCall: (toolCall) => {
      const input = toolCallInput(toolCall.input);
      return stringifyXml(
        toolCall.toolName,
        typeof input === 'object' && input !== null ? input : {},
      );
    },
    formatToolResponse: (toolResult) =>
      stringifyXml('tool_response', {
        tool_name: toolResult.toolName,
        result: toolResultValue(toolResult.output) ?? null,
      }),
  });
}
