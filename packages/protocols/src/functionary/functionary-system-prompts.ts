/** Functionary v3.2's recipient syntax; `tools` is what `functionaryProtocol().formatTools` renders. */
export function functionarySystemPrompt(tools: string): string {
  return `You can call functions. They are listed as JSON Schema signatures:
${tools}
Every message you write starts with >>> and its recipient on a line of its own, then its content:
>>>all
Text for the user.
>>>function_name
{"argument_name": "value"}
Rules:
- The recipient is all for text meant for the user, or the name of the function to call, followed by its arguments as one JSON object.
- Write several >>> messages in a row to call several functions; wait for their results before you answer.
- Call only the functions listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.`;
}

/** Functionary v3.1's `<function=…>` syntax. */
export function functionaryV31SystemPrompt(tools: string): string {
  return `You can call functions. They are listed as JSON Schema signatures:
${tools}
To call a function, write its name and its arguments as one JSON object, on one line:
<function=function_name>{"argument_name": "value"}</function>
Rules:
- Start with <function= and end with </function>; one function call at a time, then wait for its result.
- Call only the functions listed, with arguments that match their schemas. If a required value is unknown, ask the user instead.
- When no function is needed, answer directly.`;
}
