import type { ToolCallProtocol } from '../types';
import type { ArgumentStyle, CallShape, UnsupportedGrammar } from './call-shape';

/** The tool name the writer is asked to render a call of, to read a format's fixed text. */
export const GRAMMAR_PROBE_TOOL = 'grammar_probe_tool';

/**
 * The markers in a rendered call that its models' vocabularies hold as one token: `<|name|>`,
 * `<｜name｜>` and plain tags such as `<tool_call>`. Listed as llama.cpp's `preserved_tokens`,
 * which keeps only those that are one token in the loaded model, so a tag that is not is harmless.
 */
export function markersIn(rendered: string): string[] {
  return [...new Set(rendered.match(/<[|｜][^|｜<>\s]{1,40}[|｜]>|<\/?[a-z_]{2,30}>/g) ?? [])];
}

/**
 * The call shape of a format that writes a call as fixed text around one object of arguments,
 * read from the protocol's own writer: a call of a probe tool with no arguments is rendered, and
 * the text before and after its empty object (`{}`, or `()` for Python calls) becomes `begin` /
 * `end` (the probe's name replaced by each tool's). So a setup with other markers (Gemma's
 * fences) gets its own shape.
 *
 * @param trigger The text a call starts with (the writer's text before it, such as Harmony's
 * `<|start|>assistant`, is left to the free text before the trigger).
 * @param specialTokens The markers that are one token, or how to read them from the rendered call.
 * @param style How the arguments are written (default: JSON).
 */
export function jsonCallShape(
  protocol: ToolCallProtocol,
  trigger: (rendered: string) => string,
  specialTokens: readonly string[] | ((rendered: string) => readonly string[]) = [],
  style: ArgumentStyle = { kind: 'json' },
): CallShape | UnsupportedGrammar {
  const rendered = protocol.formatToolCall({ toolName: GRAMMAR_PROBE_TOOL, input: {} });
  const empty = style.kind === 'keywords' ? '()' : '{}';
  const found = rendered.lastIndexOf(empty);
  // The arguments of a Python call sit inside its parentheses; an object's braces are its own.
  const at = style.kind === 'keywords' && found !== -1 ? found + 1 : found;
  const start = trigger(rendered);
  const from = start === '' ? -1 : rendered.indexOf(start);
  if (
    found === -1 ||
    from === -1 ||
    from > at ||
    !rendered.slice(from, at).includes(GRAMMAR_PROBE_TOOL)
  ) {
    return {
      kind: 'unsupported',
      reason: `The ${protocol.name} writer does not render a call as text around its arguments (${JSON.stringify(rendered)}).`,
    };
  }
  const before = rendered.slice(from, at);
  const after = rendered.slice(style.kind === 'keywords' ? at : at + 2);
  const named = (text: string, toolName: string): string =>
    text.replaceAll(GRAMMAR_PROBE_TOOL, toolName);
  return {
    kind: 'call-shape',
    trigger: (toolName) => named(start, toolName),
    begin: (toolName) => named(before, toolName),
    end: (toolName) => named(after, toolName),
    arguments: style,
    specialTokens: typeof specialTokens === 'function' ? specialTokens(rendered) : specialTokens,
  };
}
