/**
 * The system prompt of the Solar Open 2 preset: the functions as JSON, and calls in Solar's own
 * tokens, one argument per token pair.
 *
 * @param tools - The tool listing rendered by `solarOpen2Protocol().formatTools`.
 */
export function solarOpen2SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write each call as the function's name on its own line after <|tool_call:start|>, then each argument between tokens:
<|tool_call:start|>FUNCTION_NAME
<|tool_arg:start|>ARGUMENT_NAME<|tool_arg:value|>value<|tool_arg:end|><|tool_call:end|>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Stop after your calls and wait: each result comes back inside <tool_response></tool_response>. Answer without a call when no function is needed.`;
}
