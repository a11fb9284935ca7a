/**
 * The system prompt of the GigaChat 3.5 preset: the functions as JSON, and calls in GigaChat 3.5's
 * `｜GCML｜` tags.
 *
 * @param tools - The tool listing rendered by `gigachat35Protocol().formatTools`.
 */
export function gigachat35SystemPrompt(tools: string): string {
  return `You can call these functions, described as JSON:

${tools}

To call functions, write one block that holds an invoke per call and a parameter tag per argument:
<｜GCML｜tool_calls>
<｜GCML｜invoke name="FUNCTION_NAME">
<｜GCML｜parameter name="ARGUMENT_NAME" string="true">text value</｜GCML｜parameter>
<｜GCML｜parameter name="OTHER_ARGUMENT" string="false">42</｜GCML｜parameter>
</｜GCML｜invoke>
</｜GCML｜tool_calls>

Mark a text value string="true" and write it as it is, without quotes or escaping; mark numbers, booleans, null, lists and objects string="false" and write them as JSON. Stop after </｜GCML｜tool_calls> and wait: each result comes back as <function_response name="FUNCTION_NAME">…</function_response>. Answer without a call when no function is needed.`;
}
