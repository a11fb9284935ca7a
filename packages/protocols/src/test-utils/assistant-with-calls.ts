/** An OpenAI-style assistant message with tool calls, as chat templates read them. */
export function assistantWithCalls(
  calls: readonly { toolName: string; input: unknown }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    role: 'assistant',
    content: '',
    tool_calls: calls.map((call, index) => ({
      id: `call_${index}`,
      type: 'function',
      function: { name: call.toolName, arguments: call.input },
    })),
    ...extra,
  };
}
