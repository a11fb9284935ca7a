import type { FunctionTool, ToolCallProtocol } from '@tool/protocols';
import type { ToolChoice } from '../core-types';

/**
 * The instructions for a forced tool choice. Many servers can only be asked for "a JSON object"
 * (`json_object`, no schema), so the prompt itself must describe the exact shape; it also names
 * JSON explicitly, which OpenAI's JSON mode requires. The tool list is the protocol's own listing.
 */
export function toolChoicePrompt(
  protocol: ToolCallProtocol,
  tools: ReadonlyArray<FunctionTool>,
  choice: Extract<ToolChoice, { type: 'required' } | { type: 'tool' }>,
): string {
  const listing = protocol.formatTools({ tools, toolSystemPromptTemplate: (list) => list });
  const task =
    choice.type === 'tool'
      ? `Call the tool "${choice.toolName}" now.`
      : `Call exactly one of these tools now: ${tools.map((tool) => `"${tool.name}"`).join(', ')}.`;
  const name = choice.type === 'tool' ? choice.toolName : '<tool name>';
  return [
    'You can call tools. Each tool is listed with a JSON Schema of its arguments:',
    listing,
    task,
    'Answer with one JSON object and nothing else (no prose, no Markdown fence), in this shape:',
    `{"name": "${name}", "arguments": {<the arguments, matching the tool's schema>}}`,
  ].join('\n\n');
}
