/**
 * The system prompt of the MiniCPM5 preset: the functions as JSON inside `<tools>`, and calls as
 * `<function name="…">` elements with one `<param name="…">` per argument.
 *
 * @param tools - The tool listing rendered by `minicpm5Protocol().formatTools`.
 */
export function minicpm5SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write each call as one element, every argument in a param element:
<function name="FUNCTION_NAME"><param name="ARGUMENT_NAME">value</param><param name="OTHER_ARGUMENT">another value</param></function>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Stop after your calls and wait: each result comes back inside <tool_response></tool_response>. Answer without a call when no function is needed.`;
}
