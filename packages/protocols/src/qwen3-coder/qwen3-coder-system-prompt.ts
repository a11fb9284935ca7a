/**
 * The system prompt of the Qwen3-Coder preset (Qwen3-Coder, Qwen3.5, Qwen3.6), in the model's
 * native style: the functions listed as `<tools>` XML and calls written as
 * `<tool_call><function=…><parameter=…>` blocks.
 *
 * @param tools - The tool listing rendered by `qwen3CoderProtocol().formatTools`.
 */
export function qwen3CoderSystemPrompt(tools: string): string {
  return `# Tools

You may call one or more of the functions below to help with the user's request.

${tools}

To call a function, answer with a block in exactly this shape, one block per call:

<tool_call>
<function=FUNCTION_NAME>
<parameter=PARAMETER_NAME>
value
</parameter>
<parameter=OTHER_PARAMETER>
another value
</parameter>
</function>
</tool_call>

Rules:
- The function name and every parameter name go inside the tags, after "=".
- Write each value on the lines between its tags. Text stays exactly as it is (no quotes, no escaping, several lines are fine); numbers, booleans, arrays and objects are written as JSON.
- Give every required parameter and only parameters the function declares.
- Nothing comes after your last </tool_call>: stop there and wait. Each result comes back inside <tool_response></tool_response>.
- When no function is needed, answer normally without any <tool_call>.`;
}
