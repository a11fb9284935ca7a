import type { ProtocolOptions } from '@tool/protocols';

/**
 * The options of a forced tool choice's JSON answer (`required` / one tool, prompt transport). A
 * botched answer stays text there, whatever `malformedCalls` says: the answer is read with only the
 * allowed tools, so a call of another of the call's tools would look undeclared to the parser yet
 * be valid to the AI SDK — sent back, it could run. The SDK reports the missing call itself
 * (`ToolChoiceViolationError`, AI SDK 7), and `onError` hears `INVALID_TOOL_CHOICE_ANSWER`.
 */
export function forcedOptions(options: ProtocolOptions): ProtocolOptions {
  return { ...options, malformedCalls: 'text' };
}
