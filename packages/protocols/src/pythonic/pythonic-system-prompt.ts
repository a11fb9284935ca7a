/**
 * A system prompt in the pythonic style of Llama 3.2 and Llama 4: the function definitions as
 * JSON and the `[name(argument=value, …)]` answer those models were trained to give. Pass it as
 * `toolSystemPromptTemplate`; `tools` is what `pythonicProtocol().formatTools` renders.
 */
export function pythonicSystemPrompt(tools: string): string {
  return [
    'You can call the functions defined below. To call them, answer with a Python list of calls and nothing else:',
    '[function_name(argument=value, other_argument=value), other_function(argument=value)]',
    "Pass every argument by name and write values as Python literals: 'text', 42, 3.5, True, False, None, [lists] and {'key': 'value'} dictionaries. Use only these functions and their argument names, and answer in plain text when none of them helps.",
    '',
    'Functions (JSON):',
    tools,
  ].join('\n');
}
