import type { FunctionTool } from '@tool/protocols';
import type { CallTool, CallWarning, ToolChoice } from './core-types';
import { ToolMiddlewareError } from './tool-middleware-error';

/** The tools a text protocol can serve, and what the call is told about the rest. */
export interface SelectedTools {
  /** Function tools, in order, with their schemas. */
  tools: FunctionTool[];
  /** Tool name → input schema (an own property per tool, `__proto__` included). */
  schemas: Record<string, unknown>;
  /** The tool choice, `auto` when none was given. */
  toolChoice: ToolChoice;
  /** One `unsupported` warning per provider-defined tool left out. */
  warnings: CallWarning[];
}

/**
 * Splits the call's tools into function tools (described to the model) and provider-defined tools
 * (left out with a warning), and checks the tool choice against them. Throws a
 * {@link ToolMiddlewareError} for setups that cannot work, so they fail on the first call.
 */
export function selectTools(
  callTools: ReadonlyArray<CallTool> | undefined,
  choice: ToolChoice | undefined,
): SelectedTools {
  const tools: FunctionTool[] = [];
  const schemas: Record<string, unknown> = {};
  const providerTools: Array<{ id: string; name: string }> = [];
  for (const tool of callTools ?? []) {
    if (tool.type === 'function') {
      if (tool.inputSchema === undefined || tool.inputSchema === null) {
        throw new ToolMiddlewareError({
          code: 'TOOL_WITHOUT_SCHEMA',
          message: `The tool "${tool.name}" has no inputSchema. Give every tool an input schema (for a tool without arguments: inputSchema: z.object({}) or jsonSchema({ type: 'object', properties: {} })).`,
          toolName: tool.name,
        });
      }
      tools.push({
        type: 'function',
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        inputSchema: tool.inputSchema,
        ...(tool.inputExamples === undefined
          ? {}
          : { inputExamples: tool.inputExamples as FunctionTool['inputExamples'] }),
      });
      Object.defineProperty(schemas, tool.name, {
        value: tool.inputSchema,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      providerTools.push({ id: tool.id, name: tool.name });
    }
  }
  const toolChoice = checkToolChoice(choice ?? { type: 'auto' }, tools, providerTools);
  const warnings = providerTools.map(
    ({ id, name }): CallWarning => ({
      type: 'unsupported',
      feature: `provider-defined tool "${name}" (${id})`,
      details:
        'Tools parsed from text can only be function tools; this provider-defined tool was left out of the prompt.',
    }),
  );
  return { tools, schemas, toolChoice, warnings };
}

function checkToolChoice(
  choice: ToolChoice,
  tools: ReadonlyArray<FunctionTool>,
  providerTools: ReadonlyArray<{ id: string; name: string }>,
): ToolChoice {
  if (choice.type === 'required' && tools.length === 0) {
    throw new ToolMiddlewareError({
      code: 'REQUIRED_WITHOUT_TOOLS',
      message:
        "toolChoice 'required' was given, but the call has no function tools. Pass at least one tool, or use toolChoice 'auto'.",
    });
  }
  if (choice.type !== 'tool') return choice;
  const provider = providerTools.find((tool) => tool.name === choice.toolName);
  if (provider !== undefined) {
    throw new ToolMiddlewareError({
      code: 'PROVIDER_TOOL_CHOICE',
      message: `toolChoice names "${choice.toolName}", a provider-defined tool (${provider.id}). A tool-call middleware can only call function tools; choose a function tool, or call this model without the middleware to use provider tools.`,
      toolName: choice.toolName,
    });
  }
  if (!tools.some((tool) => tool.name === choice.toolName)) {
    const names = tools.map((tool) => tool.name).join(', ') || 'none';
    throw new ToolMiddlewareError({
      code: 'UNKNOWN_TOOL_CHOICE',
      message: `toolChoice names "${choice.toolName}", which is not one of the call's tools (${names}). Name one of them, or add the tool to \`tools\` (check activeTools too).`,
      toolName: choice.toolName,
    });
  }
  return choice;
}
