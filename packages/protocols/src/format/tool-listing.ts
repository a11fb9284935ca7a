import type { FunctionTool } from '../types';
import { toolSchema } from './tool-schema';

/** A tool as tool listings show it to the model. */
export interface ToolListing {
  name: string;
  /** Left out when the tool has none (not written as `null`). */
  description?: string;
  /** The input schema, unwrapped and without its `$schema` dialect key (see `toolSchema`). */
  parameters: Record<string, unknown>;
}

/**
 * A tool as `{ name, description?, parameters }`, the object every JSON tool listing is made of
 * (the listings differ only in how they wrap and join these objects).
 */
export function toolListing(tool: FunctionTool): ToolListing {
  return {
    name: tool.name,
    ...(tool.description === undefined ? {} : { description: tool.description }),
    parameters: toolSchema(tool).schema,
  };
}
