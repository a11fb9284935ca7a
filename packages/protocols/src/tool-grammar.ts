import { builtInFormats } from './built-in-formats';
import type { CallShape, UnsupportedGrammar } from './grammar/call-shape';
import {
  type CompiledCallGrammar,
  compileCallGrammar,
  type GrammarReasoning,
} from './grammar/compile-call-grammar';
import { grammarReasoningFor } from './grammar-reasoning';
import type { FunctionTool, ToolCallProtocol } from './types';

/**
 * The call shape of a protocol made by a built-in format's factory, found by the protocol's name;
 * a protocol of no built-in format (a custom one, a fallback composition) has none.
 */
export function callShapeFor(protocol: ToolCallProtocol): CallShape | UnsupportedGrammar {
  // A preset that also reads other formats (`llama3-json+pythonic`, withFallbackProtocols) writes
  // and is prompted in its first one: that one's call shape is the grammar.
  const primary = protocol.name.split('+')[0];
  const format = builtInFormats.find((candidate) => candidate.name === primary);
  if (format === undefined) {
    return {
      kind: 'unsupported',
      reason: `The protocol ${JSON.stringify(protocol.name)} is not one of the built-in formats, whose call shapes the grammar compiler knows.`,
    };
  }
  const declared = (format as { grammar?: (p: ToolCallProtocol) => CallShape | UnsupportedGrammar })
    .grammar;
  if (declared === undefined) {
    return { kind: 'unsupported', reason: `The ${format.name} format declares no grammar.` };
  }
  return declared(protocol);
}

/**
 * The grammars that keep a model's calls in a protocol's format valid for the tools: an XGrammar
 * structural tag (vLLM, SGLang) and a lazy GBNF grammar (llama.cpp), or why the format cannot
 * have them. Thinking is left free: by default the blocks the protocol's parser reads as
 * reasoning (`grammarReasoningFor(protocol)`); `false` constrains from the first token.
 */
export function compileToolGrammar(args: {
  protocol: ToolCallProtocol;
  tools: ReadonlyArray<FunctionTool>;
  reasoning?: GrammarReasoning | false;
}): CompiledCallGrammar | UnsupportedGrammar {
  const reasoning =
    args.reasoning === undefined ? grammarReasoningFor(args.protocol) : args.reasoning;
  return compileCallGrammar({
    shape: callShapeFor(args.protocol),
    tools: args.tools,
    reasoning: reasoning === false ? undefined : reasoning,
  });
}
