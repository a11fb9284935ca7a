import { stringify as stringifyYaml } from 'yaml';
import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolListing } from '../format/tool-listing';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { YamlCallSegment } from './yaml-call-segment';
import { yamlXmlOpening } from './yaml-xml-opening';

/** No folding, literal blocks for multi-line text: what the parser streams. */
const YAML_OPTIONS = { lineWidth: 0, minContentWidth: 0, blockQuote: 'literal' } as const;

/**
 * The tool name as the element and a YAML mapping as its body:
 * `<write_file>\npath: a.txt\ncontent: |\n  line one\n  line two\n</write_file>`. Only declared
 * tool names open a call (`<get_time/>` is a call without arguments). Top-level `key: |` literal
 * blocks of plain string arguments stream line by line as they arrive; the rest is typed by the
 * tool's schema when the element closes. A format that small and frontier models both follow:
 * code needs no escaping inside a block scalar.
 */
export function yamlXmlProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'yaml-xml',
    opening: yamlXmlOpening,
    createFormat: (tools) => ({
      markers: tools.names.flatMap((name) => [`<${name}>`, `<${name}/>`, `<${name} />`]),
      createSegment: (context) => new YamlCallSegment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
    formatToolCall: (toolCall) => {
      const input = toolCallInput(toolCall.input);
      const name = toolCall.toolName;
      if (typeof input !== 'object' || input === null || Object.keys(input).length === 0) {
        return `<${name}>\n</${name}>`;
      }
      return `<${name}>\n${stringifyYaml(input, YAML_OPTIONS)}</${name}>`;
    },
    formatToolResponse: (toolResult) =>
      `<tool_response>\n${stringifyYaml(
        { tool: toolResult.toolName, result: toolResultValue(toolResult.output) ?? null },
        YAML_OPTIONS,
      )}</tool_response>`,
  });
}
