/**
 * A system prompt in Nemotron-Nano v2's native tool style: the tools as JSON inside
 * `<AVAILABLE_TOOLS>`, and the calls of one answer as one JSON array inside `<TOOLCALL>`. Pass it
 * as `toolSystemPromptTemplate`; `tools` is what `nemotronProtocol().formatTools` renders.
 */
export function nemotronSystemPrompt(tools: string): string {
  return `You can call tools. They are listed as JSON Schema signatures between <AVAILABLE_TOOLS> and </AVAILABLE_TOOLS>:
<AVAILABLE_TOOLS>${tools}</AVAILABLE_TOOLS>
To call tools, write one JSON array between <TOOLCALL> and </TOOLCALL>, one object per call with the tool's name and its arguments:
<TOOLCALL>[{"name": "<tool name>", "arguments": {"<argument name>": <value>}}]</TOOLCALL>
Rules:
- Put every call of this turn in the same array; write nothing after </TOOLCALL>.
- Call only the tools listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- Each result comes back between <TOOL_RESPONSE> and </TOOL_RESPONSE>; then answer or call again.
- When no tool is needed, answer directly, without <TOOLCALL>.`;
}
