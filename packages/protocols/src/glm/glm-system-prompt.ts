/**
 * The system prompt of the GLM preset (GLM-4.5/4.6, GLM-4.7/5), in the model's native style: the
 * functions as JSON inside `<tools>` and calls written as `<tool_call>NAME<arg_key>…</arg_key>
 * <arg_value>…</arg_value></tool_call>`.
 *
 * @param tools - The tool listing rendered by `glmProtocol().formatTools`.
 */
export function glmSystemPrompt(tools: string): string {
  return `# Tools

You may call one or more of the functions below to help with the user's request. Their signatures:

${tools}

To call a function, write the function name right after <tool_call>, then every argument as a key/value pair, then </tool_call>:

<tool_call>FUNCTION_NAME<arg_key>ARGUMENT_NAME</arg_key><arg_value>value</arg_value><arg_key>OTHER_ARGUMENT</arg_key><arg_value>another value</arg_value></tool_call>

Rules:
- Text values are written as they are, without quotes or escaping; numbers, booleans, arrays and objects are written as JSON.
- A function without arguments is just <tool_call>FUNCTION_NAME</tool_call>.
- Use one <tool_call> block per call. After your calls, stop and wait: each result comes back inside <tool_response></tool_response>.
- When no function is needed, answer normally without any <tool_call>.`;
}
