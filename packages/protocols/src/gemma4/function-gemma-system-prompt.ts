/**
 * The system prompt of the FunctionGemma preset: its tool declarations and the call syntax, with
 * `<escape>` around text values.
 *
 * @param tools - The declarations rendered by `gemma4Protocol({ dialect: 'functiongemma' }).formatTools`.
 */
export function functionGemmaSystemPrompt(tools: string): string {
  return `You can call the functions declared here:
${tools}
To call one, write <start_function_call>call:NAME{key:value,...}<end_function_call>: keys are bare, text values go between <escape> tokens, numbers and true/false are written as they are. Each result comes back as <start_function_response>response:NAME{...}<end_function_response>.`;
}
