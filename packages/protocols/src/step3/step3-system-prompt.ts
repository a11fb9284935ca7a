/**
 * The system prompt of the Step-3 preset: the functions as JSON, and calls in Step-3's tokens with
 * `steptml:` invoke tags.
 *
 * @param tools - The tool listing rendered by `step3Protocol().formatTools`.
 */
export function step3SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write the calls in one section, each call between its own tokens and every argument in a parameter tag:
<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="FUNCTION_NAME"><steptml:parameter name="ARGUMENT_NAME">value</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Stop after <｜tool_calls_end｜> and wait: each result comes back inside <tool_response></tool_response>. Answer without a call when no function is needed.`;
}
