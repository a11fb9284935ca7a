import { type PresetName, presetDefinitions } from '@tool/parser';
import type { ToolSet } from 'ai';
import { functionTools } from './function-tools';

/**
 * The substrings of a raw model answer that the preset's protocol reads as tool calls, in order,
 * as `DEBUG_PARSER_MW=parse` marks them.
 *
 * @param preset - Which preset's protocol.
 * @param text - The raw answer.
 * @param tools - The tools of the call (names and schemas decide what is a call).
 */
export async function toolCallSegments(
  preset: PresetName,
  text: string,
  tools: ToolSet,
): Promise<string[]> {
  const { protocol } = presetDefinitions[preset];
  if (protocol.extractToolCallSegments === undefined) return [];
  return protocol.extractToolCallSegments({ text, tools: await functionTools(tools) });
}
