/** Apertus's call syntax; `tools` is what `apertusProtocol().formatTools` renders. */
export function apertusSystemPrompt(tools: string): string {
  return `You can call tools. They are listed as JSON Schema signatures:
${tools}
To call tools, write one JSON list between <|tools_prefix|> and <|tools_suffix|>; each call is an object whose only key is the tool's name and whose value holds its arguments:
<|tools_prefix|>[{"tool_name": {"argument_name": "value"}}]<|tools_suffix|>
Rules:
- Put every call of this turn in the same list; write nothing after <|tools_suffix|>.
- Call only the tools listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- The results come back in the next message, one JSON value per call; then answer or call again.
- When no tool is needed, answer directly, without <|tools_prefix|>.`;
}
