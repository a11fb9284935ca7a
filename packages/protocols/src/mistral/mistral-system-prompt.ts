/**
 * A system prompt in Mistral's native style: the tools inside `[AVAILABLE_TOOLS]…[/AVAILABLE_TOOLS]`
 * as the JSON list its tokenizer renders, and the `[TOOL_CALLS]NAME[ARGS]{…}` call syntax of the
 * current generation. Pass it as `toolSystemPromptTemplate`; `tools` is what
 * `mistralProtocol().formatTools` renders.
 */
export function mistralSystemPrompt(tools: string): string {
  return [
    `[AVAILABLE_TOOLS]${tools}[/AVAILABLE_TOOLS]`,
    '',
    'You may use the tools listed above. To call one, write [TOOL_CALLS], the tool name, [ARGS] and the arguments as a single JSON object that follows the tool schema, with nothing in between:',
    '[TOOL_CALLS]<tool name>[ARGS]{"<argument>": <value>}',
    'For several calls, write one [TOOL_CALLS] entry after another. Results are returned to you between [TOOL_RESULTS] and [/TOOL_RESULTS]. Answer normally when no tool is needed.',
  ].join('\n');
}
