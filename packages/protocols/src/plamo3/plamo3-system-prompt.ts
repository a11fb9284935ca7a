import { plamo3Protocol } from './plamo3-protocol';

/**
 * The system prompt of the PLaMo 3 preset: the functions as JSON, and one call written the way
 * the protocol writes it (so the example is exactly what the parser reads back).
 *
 * @param tools - The tool listing rendered by `plamo3Protocol().formatTools`.
 */
export function plamo3SystemPrompt(tools: string): string {
  const example = plamo3Protocol().formatToolCall({
    toolName: 'FUNCTION_NAME',
    input: { ARGUMENT_NAME: 'value' },
  });
  return `You may call the functions below. Their signatures, as JSON:

${tools}

To call functions, write one block of requests, exactly in this form (one request per call, its arguments as a JSON object):
${example}

Stop after the block and wait: each result comes back in the next message. When no function is needed, answer without the block.`;
}
