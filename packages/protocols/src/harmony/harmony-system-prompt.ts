/**
 * A system prompt in gpt-oss Harmony style: the channels the model writes on, how a function
 * call is addressed, and the tools as the TypeScript namespace the model was trained to read.
 * Pass it as `toolSystemPromptTemplate`; `tools` is what `harmonyProtocol().formatTools` renders.
 */
export function harmonySystemPrompt(tools: string): string {
  return [
    'Write every message on a channel: analysis for your private reasoning, commentary for function calls, final for the answer the user reads.',
    'To call a function, address a commentary message to it and give its arguments as one JSON object, then stop:',
    '<|start|>assistant<|channel|>commentary to=functions.<name> <|constrain|>json<|message|>{"<argument>": <value>}<|call|>',
    'The result comes back as a message from functions.<name>.',
    '',
    '# Tools',
    '',
    '## functions',
    '',
    tools,
  ].join('\n');
}
