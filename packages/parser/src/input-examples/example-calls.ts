import type { FunctionTool, ToolCallProtocol } from '@tool/protocols';

/** The line that introduces the examples in the tool instructions. */
export const EXAMPLES_HEADING =
  'Examples of tool calls, written exactly as calls are written here (the values only illustrate the arguments):';

/**
 * The tools' `inputExamples` (AI SDK 7 and 6 pass them on each function tool) as example calls,
 * each written by the protocol's own `formatToolCall` — the writer of the history's calls — so an
 * example looks exactly like a call in that format, for every preset alike, and reads back as the
 * same call. Undefined when no tool has an example. An example whose input is not an object is
 * skipped: a call's arguments always are one.
 */
export function exampleCalls(
  tools: ReadonlyArray<FunctionTool>,
  protocol: ToolCallProtocol,
): string | undefined {
  const calls: string[] = [];
  for (const tool of tools) {
    for (const example of tool.inputExamples ?? []) {
      if (!isObject(example?.input)) continue;
      calls.push(
        protocol.formatToolCall({
          // Kimi K2 names the call through its id (`functions.NAME:INDEX`); every other format
          // ignores the id or takes any, so this one shape serves all.
          toolCallId: `functions.${tool.name}:${calls.length}`,
          toolName: tool.name,
          input: example.input,
        }),
      );
    }
  }
  return calls.length === 0 ? undefined : `${EXAMPLES_HEADING}\n${calls.join('\n')}`;
}

/** The tool instructions followed by the example calls, when there are any. */
export function withExampleCalls(
  instructions: string,
  tools: ReadonlyArray<FunctionTool>,
  protocol: ToolCallProtocol,
): string {
  const examples = exampleCalls(tools, protocol);
  return examples === undefined ? instructions : `${instructions}\n\n${examples}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
