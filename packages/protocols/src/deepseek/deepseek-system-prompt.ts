import type { DeepseekFormat } from './deepseek-generation';
import { writeDeepseekCall } from './deepseek-write-call';

/**
 * The system prompt of the DeepSeek preset, in the model's native style: the functions as JSON
 * inside `<functions>`, and the call syntax of the chosen generation (DSML for V3.2/V4, the
 * `<｜tool▁calls▁begin｜>` tokens for V3/R1 and V3.1).
 *
 * @param tools - The tool listing rendered by `deepseekProtocol().formatTools`.
 * @param format - The generation to show (default `v3.2`; match `deepseekProtocol`'s `format`).
 */
export function deepseekSystemPrompt(tools: string, format: DeepseekFormat = 'v3.2'): string {
  const example = writeDeepseekCall(
    { toolName: 'FUNCTION_NAME', input: { TEXT_ARGUMENT: 'text value', NUMBER_ARGUMENT: 42 } },
    format,
  );
  const dsml = format === 'v3.2' || format === 'v4';
  const rules = dsml
    ? `- Each argument is a parameter element: string="true" for text written as it is (no quotes, no escaping), string="false" for numbers, booleans, arrays and objects written as JSON.
- Several calls go in the same block, one invoke element each.`
    : `- The arguments are one JSON object.
- Several calls go in the same block, one after the other.`;
  return `## Tools

You may call one or more of the functions below to help with the user's request. Their signatures, as JSON:

${tools}

To call functions, write a block in exactly this shape:

${example}

Rules:
${rules}
- Give every required argument, and only arguments the function declares.
- Stop after the block and wait for the results.
- When no function is needed, answer normally without a tool-call block.`;
}
