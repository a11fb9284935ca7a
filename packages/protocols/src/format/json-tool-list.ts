import type { FunctionTool } from '../types';
import { toolListing } from './tool-listing';

/**
 * Tools as JSON objects (`{"name", "description", "parameters"}`), one per line — the listing
 * GLM, MiniMax and DeepSeek templates put inside their tools section.
 */
export function jsonToolList(tools: ReadonlyArray<FunctionTool>): string[] {
  return tools.map((tool) => JSON.stringify(toolListing(tool)));
}
