/**
 * Hermes-style instructions: the tools as JSON Schema signatures inside `<tools>`, and one JSON
 * object `{"name": …, "arguments": {…}}` per call inside `<tool_call>` tags, the format that
 * Hermes, Qwen 2.5/3 and most open fine-tunes were trained on.
 */
export function hermesSystemPromptTemplate(tools: string): string {
  return `You can call functions to help with the user's request. The available functions are listed as JSON Schema signatures between <tools> and </tools>:
<tools>
${tools}
</tools>

To call a function, write one JSON object with the function's name and its arguments between <tool_call> and </tool_call>:
<tool_call>
{"name": "<function name>", "arguments": {"<argument name>": <value>}}
</tool_call>

Rules:
- Write one <tool_call> block per call. For independent calls, write several blocks one after another.
- Call only the functions listed above, with arguments that match their schemas. Never invent a value for a required argument; ask the user instead.
- After your calls, stop. Each result comes back between <tool_response> and </tool_response>; then answer or call again.
- When no function is needed, answer directly, without a <tool_call> block.`;
}
