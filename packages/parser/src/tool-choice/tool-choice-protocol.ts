import { defineProtocol, type ToolCallProtocol, toolListing } from '@tool/protocols';
import { ToolChoiceSegment } from './tool-choice-segment';

/**
 * Reads the JSON answer of a forced tool choice (`required` or one named tool) on the shared
 * engine: each top-level JSON object or array in the output is a call block. Only the parsing
 * half is used; the format methods write the same JSON shape for completeness.
 */
export const toolChoiceProtocol: ToolCallProtocol = defineProtocol({
  name: 'tool-choice-json',
  createFormat: () => ({
    markers: ['{', '['],
    createSegment: (context) => new ToolChoiceSegment(context),
  }),
  formatTools: ({ tools, toolSystemPromptTemplate }) =>
    toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
  formatToolCall: (call) => JSON.stringify({ name: call.toolName, arguments: call.input ?? {} }),
  formatToolResponse: (result) => JSON.stringify({ name: result.toolName, result: result.output }),
});
