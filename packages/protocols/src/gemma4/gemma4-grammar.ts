import { type FormatGrammar, unsupportedGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL, jsonCallShape } from '../grammar/json-call-shape';
import type { ToolCallProtocol } from '../types';
import { gemmaValueSyntax } from './gemma-value-syntax';

const KEY = 'v';

/**
 * `<|tool_call>call:name{key:value,…}<tool_call|>` (FunctionGemma: `<start_function_call>` …,
 * strings in `<escape>`), read from the setup's writer: the call token is the trigger, the
 * arguments follow the schema in the DSL, keys in the writer's sorted order. The quote token and
 * the spelling of enum values are the writer's own, read from calls it renders.
 */
export const gemma4Grammar: FormatGrammar = (protocol) => {
  const quote = halfOf(valueText(protocol, ''));
  if (quote === undefined) {
    return unsupportedGrammar(
      `The ${protocol.name} writer does not render an empty string as two equal quote tokens.`,
    );
  }
  const syntax = gemmaValueSyntax(quote, (value) => valueText(protocol, value));
  return jsonCallShape(
    protocol,
    (rendered) => rendered.slice(0, Math.max(0, rendered.indexOf('call:'))),
    (rendered) => [
      rendered.slice(0, rendered.indexOf('call:')),
      rendered.slice(rendered.lastIndexOf('}') + 1),
      quote,
    ],
    { kind: 'json', syntax },
  );
};

/** The writer's text for one argument's value: a call of the probe tool with only that argument. */
function valueText(protocol: ToolCallProtocol, value: unknown): string {
  const rendered = protocol.formatToolCall({
    toolName: GRAMMAR_PROBE_TOOL,
    input: { [KEY]: value },
  });
  const from = rendered.indexOf(`{${KEY}:`);
  return rendered.slice(from + KEY.length + 2, rendered.lastIndexOf('}'));
}

function halfOf(text: string): string | undefined {
  const half = text.slice(0, text.length / 2);
  return text.length > 0 && text.length % 2 === 0 && `${half}${half}` === text ? half : undefined;
}
