/**
 * The system prompt of the MiniMax preset (MiniMax-M2, M2.5), in the model's native style: the
 * functions as JSON inside `<tools>` and calls written as `<minimax:tool_call>` blocks of
 * `<invoke name="…">` elements.
 *
 * @param tools - The tool listing rendered by `minimaxProtocol().formatTools`.
 */
export function minimaxSystemPrompt(tools: string): string {
  return `# Tools

You may call one or more of the functions below to help with the user's request. Their signatures, as JSON:

${tools}

To call functions, answer with one block; each call is an <invoke> element and each argument a <parameter> element:

<minimax:tool_call>
<invoke name="FUNCTION_NAME">
<parameter name="ARGUMENT_NAME">value</parameter>
<parameter name="OTHER_ARGUMENT">another value</parameter>
</invoke>
<invoke name="SECOND_FUNCTION">
<parameter name="ARGUMENT_NAME">value</parameter>
</invoke>
</minimax:tool_call>

Rules:
- Text values are written as they are, without quotes or escaping; numbers, booleans, arrays and objects are written as JSON.
- Give every required argument, and only arguments the function declares.
- Stop after </minimax:tool_call> and wait: each result comes back inside <response></response>.
- When no function is needed, answer normally without a <minimax:tool_call> block.`;
}
