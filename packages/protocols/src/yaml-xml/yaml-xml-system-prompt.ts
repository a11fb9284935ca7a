/**
 * The system prompt of the YAML-XML preset: each call is an element named after the tool whose
 * body is YAML, with block scalars for multi-line text and code. Shows a literal example.
 *
 * @param tools - The tool listing rendered by `yamlXmlProtocol().formatTools` (JSON).
 */
export function yamlXmlSystemPrompt(tools: string): string {
  return `# Tools

You can use these tools. Each has a name, a description and a JSON Schema of its arguments:

${tools}

To use a tool, write an element named after the tool and put its arguments inside as YAML, one "name: value" line per argument. For example, a call to a tool named write_file:

<write_file>
path: src/hello.py
content: |
  def hello():
      print("Hello, <world> & friends")
</write_file>

Rules:
- Short values go on the line after "name: ". Text with several lines (code, files, long prose) goes in a block: write "name: |" and then every line of the text indented by two spaces. Nothing inside a block needs quoting or escaping.
- Lists and nested objects use ordinary YAML (for example "tags: [a, b]" or indented "key: value" lines).
- A tool without arguments is just <tool_name></tool_name>.
- Close the element with </tool_name> on its own line. You may make several calls, one element each; then stop and wait for the results, which come back inside <tool_response></tool_response>.
- When no tool is needed, answer normally.`;
}
