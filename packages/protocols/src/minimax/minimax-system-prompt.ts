/**
 * The system prompt of the MiniMax preset (MiniMax-M2, M2.5), in the model's native style: the
 * functions as JSON inside `<tools>` and calls written as `<minimax:tool_call>` blocks of
 * `<invoke name="…">` elements.
 *
 * @param tools - The tool listing rendered by `minimaxProtocol().formatTools`.
 */
export function minimaxSystemPrompt(tools: string): string {
  return invokeBlockPrompt(tools, 'minimax:tool_call');
}

/**
 * The system prompt of the dots preset (dots3-note): MiniMax's, with its `<dots_function_call>`
 * block.
 *
 * @param tools - The tool listing rendered by `minimaxProtocol('dots').formatTools`.
 */
export function dotsSystemPrompt(tools: string): string {
  return invokeBlockPrompt(tools, 'dots_function_call');
}

function invokeBlockPrompt(tools: string, block: string): string {
  return `# Tools

You may call one or more of the functions below to help with the user's request. Their signatures, as JSON:

${tools}

To call functions, answer with one block; each call is an <invoke> element and each argument a <parameter> element:

<${block}>
<invoke name="FUNCTION_NAME">
<parameter name="ARGUMENT_NAME">value</parameter>
<parameter name="OTHER_ARGUMENT">another value</parameter>
</invoke>
<invoke name="SECOND_FUNCTION">
<parameter name="ARGUMENT_NAME">value</parameter>
</invoke>
</${block}>

Rules:
- Text values are written as they are, without quotes or escaping; numbers, booleans, arrays and objects are written as JSON.
- Give every required argument, and only arguments the function declares.
- Stop after </${block}> and wait: each result comes back inside <response></response>.
- When no function is needed, answer normally without a <${block}> block.`;
}
