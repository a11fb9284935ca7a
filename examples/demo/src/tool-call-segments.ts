import { jsonMixProtocol, morphXmlProtocol, type ToolCallProtocol } from '@tool/parser';
import type { Preset } from '@tool/test-server';
import { asSchema, type ToolSet } from 'ai';

// The presets do not expose their protocols, so the summary builds the same ones to find where
// the calls are in the raw text. Keep these in step with packages/parser/src/presets.
const PROTOCOLS: Record<Preset, ToolCallProtocol> = {
  hermes: jsonMixProtocol(),
  gemma: jsonMixProtocol({ toolCallStart: '```tool_call', toolCallEnd: '```' }),
  xml: morphXmlProtocol(),
};

/**
 * The substrings of a raw model answer that the preset's protocol reads as tool calls, in order,
 * as `DEBUG_PARSER_MW=parse` marks them.
 *
 * @param preset - Which protocol.
 * @param text - The raw answer.
 * @param tools - The tools of the call (names and schemas decide what is a call).
 */
export async function toolCallSegments(
  preset: Preset,
  text: string,
  tools: ToolSet,
): Promise<string[]> {
  const protocol = PROTOCOLS[preset];
  if (protocol.extractToolCallSegments === undefined) return [];
  const described = await Promise.all(
    Object.entries(tools).map(async ([name, tool]) => ({
      type: 'function' as const,
      name,
      inputSchema: await asSchema(tool.inputSchema).jsonSchema,
    })),
  );
  return protocol.extractToolCallSegments({ text, tools: described });
}
