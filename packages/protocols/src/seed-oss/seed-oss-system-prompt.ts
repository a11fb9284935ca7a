/**
 * The system prompt of the Seed-OSS preset: the functions as JSON, and calls in Seed-OSS's own
 * block of `<function=…>` and `<parameter=…>` tags.
 *
 * @param tools - The tool listing rendered by `seedOssProtocol().formatTools`.
 */
export function seedOssSystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write each call in its own block, every argument in a parameter tag:
<seed:tool_call>
<function=FUNCTION_NAME>
<parameter=ARGUMENT_NAME>value</parameter>
<parameter=OTHER_ARGUMENT>a value
over several lines</parameter>
</function>
</seed:tool_call>

Text values are written as they are, without quotes or escaping; numbers, booleans, lists and objects as JSON. Give every required argument, stop after the last </seed:tool_call>, and wait: each result comes back inside <tool_response></tool_response>. Answer without a block when no function is needed.`;
}
