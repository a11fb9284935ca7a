import { jsonMixProtocol } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

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

/** The gemma preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const gemmaPreset: ToolMiddlewareOptions = {
  protocol: jsonMixProtocol({
    toolCallStart: `${FENCE}tool_call`,
    toolCallEnd: FENCE,
    toolResponseStart: `${FENCE}tool_response`,
    toolResponseEnd: FENCE,
  }),
  toolSystemPromptTemplate: gemmaSystemPromptTemplate,
  placement: 'first-user',
};

/**
 * The Gemma preset: `jsonMixProtocol` with ```` ```tool_call ```` fences and
 * {@link gemmaSystemPromptTemplate}. Gemma's chat template has no system role, so the
 * instructions (and any system text) go at the start of the first user message
 * (`placement: 'first-user'`).
 */
export const gemmaToolMiddleware = createToolMiddleware(gemmaPreset);
