/**
 * The system prompt of the Gemma 4 preset. Gemma 4 was trained on tool declarations in its system
 * turn and writes calls in its own tokens unprompted, so the prompt is short: the rules a model
 * served without its tool template may need, then the declarations as its template renders them
 * (after the system text, as there).
 *
 * @param tools - The declarations rendered by `gemma4Protocol().formatTools`.
 */
export function gemma4SystemPrompt(tools: string): string {
  return `You can call the functions declared below. To call one, write <|tool_call>call:NAME{key:value,...}<tool_call|>, one after another for several calls: keys are bare, text values go between <|"|> tokens, numbers and true/false are written as they are, objects as {key:value} and lists as [value,value]. Each result comes back as <|tool_response>response:NAME{...}<tool_response|>. Answer without a call when no function is needed.
${tools}`;
}
