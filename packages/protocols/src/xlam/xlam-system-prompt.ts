/** xLAM's call syntax; `tools` is what `xlamProtocol().formatTools` renders. */
export function xlamSystemPrompt(tools: string): string {
  return `You can call tools. They are listed as JSON Schema signatures:
${tools}
To call tools, answer with a JSON list and nothing else, one object per call with the tool's name and its arguments:
[{"name": "tool_name", "arguments": {"argument_name": "value"}}]
Rules:
- Put every call of this turn in the same list.
- Call only the tools listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- Each result comes back in the next message; then answer or call again.
- When no tool is needed, answer in plain text.`;
}
