const FENCE = '```';

/**
 * Instructions written for Gemma: calls as JSON inside a Markdown code block labelled
 * `tool_call`, results echoed in a `tool_response` block. Gemma is fluent in Markdown fences,
 * and a fence is easy for it to open and close reliably.
 */
export function gemmaSystemPromptTemplate(tools: string): string {
  return `You have access to functions. Each function is described below as a JSON Schema signature:
${tools}

If a function would help answer the user, call it by writing a Markdown code block labelled tool_call that contains one JSON object with the function name and its arguments, exactly like this:
${FENCE}tool_call
{"name": "<function name>", "arguments": {"<argument name>": <value>}}
${FENCE}

Rules:
- One tool_call block per call; write several blocks for several calls.
- Use only the functions above, with arguments that match their schemas. If a required value is unknown, ask the user.
- After writing your calls, stop. The results come back in a code block labelled tool_response; use them to answer.
- If no function is needed, answer normally without a tool_call block.`;
}
