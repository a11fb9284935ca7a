import { invalidField, type OpenAIError } from '../openai-error';

/**
 * A declared tool the proxy cannot offer a text-format model: a hosted or server tool (it runs on
 * the API vendor's servers) or a `namespace` of tools. It is left out of what the model sees, and
 * the request log says so, unless the request forces it.
 */
export interface LeftOutTool {
  /** How the log and an error name it: the tool's `name`, else its `type`. */
  label: string;
  /** Its `type` (`web_search`, `namespace`, `web_search_20250305`, …). */
  type: string;
}

/** The request-log note, `left-out=web_search:web_search,multi_agent_v1:namespace`. */
export function leftOutNote(tools: readonly LeftOutTool[]): string {
  return `left-out=${tools.map((tool) => `${tool.label}:${tool.type}`).join(',')}`;
}

/** Whether `name` names a left-out tool (by label or type). */
export function findLeftOut(
  tools: readonly LeftOutTool[],
  name: string | undefined,
): LeftOutTool | undefined {
  return tools.find((tool) => tool.label === name || tool.type === name);
}

/** The 400 for a request that forces a tool the proxy left out. */
export function forcedLeftOut(param: string, tool: LeftOutTool): OpenAIError {
  return invalidField(
    param,
    `Invalid '${param}': it forces the tool '${tool.label}' (type '${tool.type}'), which tool-proxy cannot serve: hosted and server tools run on the API vendor's servers and namespace tools are not offered to the model. Drop the forced choice (use 'auto'), or declare the tool as a function tool.`,
  );
}
