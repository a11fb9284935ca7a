/**
 * Instructions for XML calls: one element named after the tool, one child element per argument.
 * String values are written as plain text, so code and quotes need no escaping — the reason to
 * prefer this format for tools that take source code or long text.
 */
export function xmlSystemPromptTemplate(tools: string): string {
  return `You can call tools. Each tool is described below as a JSON Schema of its parameters:
${tools}

To call a tool, write an XML element named exactly after the tool, with one child element per argument, named exactly after the argument:
<tool_name>
<argument_name>value</argument_name>
</tool_name>

How to write values:
- Text: as it is, between the tags, with no quotes. Code, quotes and line breaks need no escaping.
- Numbers and booleans: plain, e.g. <count>3</count>, <enabled>true</enabled>.
- Lists: one <item> element per entry, e.g. <tags><item>a</item><item>b</item></tags>.
- Objects: nested elements, one per field.
- A tool without arguments: <tool_name/>.

Rules:
- Write each argument once. For several calls, write several elements one after another.
- Call only the tools above, with arguments that match their schemas; if a required value is unknown, ask the user.
- After your calls, stop. Each result comes back in a <tool_response> element; then answer or call again.
- When no tool is needed, answer directly without any tool element.`;
}
