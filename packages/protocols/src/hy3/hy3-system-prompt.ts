/**
 * The system prompt of the Hy3 preset: the functions as JSON inside `<tools>`, and calls in
 * Hy3's own section of `<tool_call>NAME<tool_sep>` with key/value pairs.
 *
 * @param tools - The tool listing rendered by `hy3Protocol().formatTools`.
 */
export function hy3SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write all calls in one section, each call with its name, <tool_sep>, and one key/value pair per argument:
<tool_calls>
<tool_call>FUNCTION_NAME<tool_sep>
<arg_key>ARGUMENT_NAME</arg_key>
<arg_value>value</arg_value>
</tool_call>
</tool_calls>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Stop after </tool_calls> and wait: each result comes back inside <tool_response></tool_response>. Answer without a section when no function is needed.`;
}

/**
 * The system prompt of the Hy4 preset: Hy3's, in the suffixed vocabulary of Hy v4's open
 * checkpoints and without `<tool_sep>`, which v4 does not write.
 *
 * @param tools - The tool listing rendered by `hy3Protocol().formatTools`.
 */
export function hy4SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write all calls in one section, each call with its name and one key/value pair per argument:
<tool_calls:opensource>
<tool_call:opensource>FUNCTION_NAME
<arg_key:opensource>ARGUMENT_NAME</arg_key:opensource>
<arg_value:opensource>value</arg_value:opensource>
</tool_call:opensource>
</tool_calls:opensource>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Stop after </tool_calls:opensource> and wait: each result comes back inside <tool_response></tool_response>. Answer without a section when no function is needed.`;
}
