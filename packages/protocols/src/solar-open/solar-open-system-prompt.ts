/**
 * The system prompt of the Solar Open preset: the tools as a JSON list, and calls in the special
 * tokens Solar Open's chat template renders, each with its own id and JSON arguments.
 *
 * @param tools - The tool listing rendered by `solarOpenProtocol().formatTools`.
 */
export function solarOpenSystemPrompt(tools: string): string {
  return `These tools can be called; each is described by its name, purpose and the JSON Schema of its arguments:
${tools}

To call tools, answer with one section of calls and nothing after it. Give every call a fresh id of ten lowercase letters or digits, and its arguments as one JSON object:
<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>TOOL_NAME<|tool_call:args|>{"ARGUMENT": VALUE}<|tool_call:end|><|calls|>
Several calls go in the same section, one <|tool_call:begin|>…<|tool_call:end|> each. Each result comes back as <|tool_response:begin|>ID<|tool_response:name|>TOOL_NAME<|tool_response:result|>RESULT<|tool_response:end|>. Answer in plain text when no tool is needed.`;
}
