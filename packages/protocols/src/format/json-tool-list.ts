import type { FunctionTool } from '../types';
import { toolSchema } from './tool-schema';

/**
 * Tools as JSON objects (`{"name", "description", "parameters"}`), one per line — the listing
 * GLM, MiniMax and DeepSeek templates put inside their tools section.
 */
export function jsonToolList(tools: ReadonlyArray<FunctionTool>): string[] {
  return tools.map((tool) =>
    JSON.stringify({
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      parameters: toolSchema(tool).schema,
    }),
  );
}
