/**
 * A system prompt in Kimi K2's native style: the tools as the JSON list its chat template
 * declares, and the special-token section the model was trained to write. Pass it as
 * `toolSystemPromptTemplate`; `tools` is what `kimiK2Protocol().formatTools` renders.
 */
export function kimiK2SystemPrompt(tools: string): string {
  return [
    '# Tools',
    'These functions are available. Each one is listed with its name, what it does and the JSON Schema of its arguments:',
    tools,
    '',
    '# Calling tools',
    'To use a function, finish your message with a tool-call section. Give every call an id of the form functions.<name>:<index>, counting calls from 0 across the whole conversation and never reusing an index, and pass its arguments as one JSON object:',
    '<|tool_calls_section_begin|><|tool_call_begin|>functions.<name>:<index><|tool_call_argument_begin|>{"<argument>": <value>}<|tool_call_end|><|tool_calls_section_end|>',
    'Several calls go in the same section, one <|tool_call_begin|>…<|tool_call_end|> entry each. Each result comes back as "## Return of <id>" followed by the output.',
  ].join('\n');
}
