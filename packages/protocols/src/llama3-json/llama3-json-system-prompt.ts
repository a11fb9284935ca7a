/**
 * A system prompt in Llama 3.x's native tool style: the function definitions as JSON, and the
 * bare `{"name": …, "parameters": …}` answer the model was trained to give. Pass it as
 * `toolSystemPromptTemplate`; `tools` is what `llama3JsonProtocol().formatTools` renders.
 */
export function llama3JsonSystemPrompt(tools: string): string {
  return [
    'You can call the functions defined below. When a function helps, answer with a JSON object of the form {"name": <function name>, "parameters": <object of argument names and values>} and nothing else; put several calls one per line. Use only the functions given, fill the arguments from the conversation instead of inventing variables, and answer in plain text when no function fits.',
    '',
    tools,
  ].join('\n');
}
