import type { ToolCallProtocol } from '../types';
import type { CallShape, UnsupportedGrammar } from './call-shape';

const PROBE = 'grammar_probe_tool';

/**
 * The call shape of a format that writes a call as fixed text around one JSON object of
 * arguments, read from the protocol's own writer: a call of a probe tool with no arguments is
 * rendered, and the text before and after its `{}` becomes `begin` / `end` (the probe's name
 * replaced by each tool's). So a setup with other markers (Gemma's fences) gets its own shape.
 *
 * @param trigger The text a call starts with (the writer's text before it, such as Harmony's
 * `<|start|>assistant`, is left to the free text before the trigger).
 */
export function jsonCallShape(
  protocol: ToolCallProtocol,
  trigger: (rendered: string) => string,
  specialTokens: readonly string[] = [],
): CallShape | UnsupportedGrammar {
  const rendered = protocol.formatToolCall({ toolName: PROBE, input: {} });
  const at = rendered.lastIndexOf('{}');
  const start = trigger(rendered);
  const from = rendered.indexOf(start);
  if (at === -1 || from === -1 || from > at || !rendered.slice(from, at).includes(PROBE)) {
    return {
      kind: 'unsupported',
      reason: `The ${protocol.name} writer does not render a call as text around its JSON arguments (${JSON.stringify(rendered)}).`,
    };
  }
  const before = rendered.slice(from, at);
  const after = rendered.slice(at + 2);
  const named = (text: string, toolName: string): string => text.replaceAll(PROBE, toolName);
  return {
    kind: 'call-shape',
    trigger: (toolName) => named(start, toolName),
    begin: (toolName) => named(before, toolName),
    end: (toolName) => named(after, toolName),
    arguments: { kind: 'json' },
    specialTokens,
  };
}
