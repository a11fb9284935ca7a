/**
 * The system prompt of the Kimi K3 preset: the functions as JSON, and calls in K3's tools channel.
 *
 * @param tools - The tool listing rendered by `kimiK3Protocol().formatTools`.
 */
export function kimiK3SystemPrompt(tools: string): string {
  return `You may call one or more of these functions, described as JSON:

${tools}

Write the calls in one tools channel, each call an element and each argument an element inside it:
<|open|>tools<|sep|><|open|>call tool="FUNCTION_NAME" index="1"<|sep|><|open|>argument key="ARGUMENT_NAME" type="string"<|sep|>value<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>

A string argument is written as it is, with type="string"; numbers, booleans, lists and objects are written as JSON with their type. Stop after the tools channel and wait: each result comes back inside <tool_response></tool_response>.`;
}
