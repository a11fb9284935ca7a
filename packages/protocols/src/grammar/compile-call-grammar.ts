import type { FunctionTool, ReasoningBlock } from '../types';
import { argumentGrammar } from './argument-grammar';
import type { CallShape, UnsupportedGrammar } from './call-shape';
import { anyOf, GrammarRules, literal } from './grammar-rules';
import { rawValueStops } from './raw-value-stops';
import { type StructuralTag, structuralTagFor } from './structural-tag';

/**
 * Thinking the grammar must leave free: the blocks the parser reads as reasoning (the format's
 * own, or the user's pair; see `grammarReasoningFor`), and whether the output starts inside the
 * first of them (`startInReasoning`).
 */
export interface GrammarReasoning {
  readonly blocks: readonly ReasoningBlock[];
  readonly startInside?: boolean;
}

/**
 * A llama.cpp grammar trigger: `word` fires on the text anywhere; `pattern_full` when the whole
 * output so far matches the pattern, the grammar starting at its first group.
 */
export interface GrammarTrigger {
  readonly type: 'word' | 'pattern_full';
  readonly value: string;
}

/** A lazy GBNF grammar for llama.cpp: free text until a trigger, then only calls. */
export interface LazyGbnf {
  readonly grammar: string;
  readonly triggers: readonly GrammarTrigger[];
  readonly preservedTokens: readonly string[];
}

export interface CompiledCallGrammar {
  readonly kind: 'compiled';
  /** For vLLM (`structured_outputs.structural_tag`) and SGLang (`response_format`). */
  readonly structuralTag: StructuralTag;
  /** For llama.cpp's `/completion` (`grammar`, `grammar_lazy`, `grammar_triggers`, `preserved_tokens`). */
  readonly gbnf: LazyGbnf;
}

export interface CompileCallGrammarArgs {
  readonly shape: CallShape | UnsupportedGrammar;
  readonly tools: ReadonlyArray<FunctionTool>;
  /** Default: none. With it, no trigger fires inside a thinking block. */
  readonly reasoning?: GrammarReasoning;
}

/**
 * Compiles a format's call shape and the tools' JSON Schemas into the servers' grammars. Text
 * outside calls stays free; once a call begins, only a call of a declared tool with arguments its
 * schema accepts can follow. Thinking is never constrained.
 */
export function compileCallGrammar(
  args: CompileCallGrammarArgs,
): CompiledCallGrammar | UnsupportedGrammar {
  const { shape, tools, reasoning } = args;
  if (shape.kind === 'unsupported') return shape;
  if (tools.length === 0) {
    return {
      kind: 'unsupported',
      reason: 'There are no tools: a grammar of calls needs at least one.',
    };
  }
  for (const tool of tools) {
    if (!shape.begin(tool.name).startsWith(shape.trigger(tool.name))) {
      throw new Error(
        `The call shape's begin for ${tool.name} does not start with its trigger ${JSON.stringify(shape.trigger(tool.name))}.`,
      );
    }
  }
  const triggers = triggerTexts(shape, tools);
  return {
    kind: 'compiled',
    structuralTag: structuralTagFor(shape, tools, reasoning),
    gbnf: {
      grammar: callsGbnf(shape, tools),
      triggers: triggersFor(triggers, reasoning),
      preservedTokens: preservedTokens(shape, triggers, reasoning),
    },
  };
}

/**
 * llama.cpp's server refuses a trigger word that is one token of the model's vocabulary unless it
 * is a preserved token, and drops a special token from the text it returns unless it is one; it
 * ignores a preserved text that is more than one token. So every marker the parser must see (the
 * format's special tokens, the triggers, the thinking markers) is listed: none can hurt.
 */
function preservedTokens(
  shape: CallShape,
  triggers: readonly string[],
  reasoning: GrammarReasoning | undefined,
): string[] {
  const thinking = (reasoning?.blocks ?? []).flatMap((block) => [block.open, block.close]);
  return [...new Set([...(shape.specialTokens ?? []), ...triggers, ...thinking])];
}

/** The calls from the trigger on: one or more, whitespace between them. */
export function callsGbnf(shape: CallShape, tools: ReadonlyArray<FunctionTool>): string {
  const rules = new GrammarRules();
  const calls = tools.map((tool) => {
    const argumentsExpr = argumentGrammar(
      shape.arguments,
      tool.inputSchema,
      `${tool.name}-args`,
      rules,
      rawValueStops(shape),
    );
    return rules.add(
      `call-${tool.name}`,
      `${literal(shape.begin(tool.name))} ${argumentsExpr} ${literal(shape.end(tool.name))}`,
    );
  });
  const call = rules.add('call', anyOf(calls));
  const between = rules.add('between', '[ \\t\\n]{0,4}');
  return rules.render(`${call} ( ${between} ${call} )*`);
}

/** The distinct triggers of the tools' calls. */
export function triggerTexts(shape: CallShape, tools: ReadonlyArray<FunctionTool>): string[] {
  return [...new Set(tools.map((tool) => shape.trigger(tool.name)))];
}

function triggersFor(
  triggers: readonly string[],
  reasoning: GrammarReasoning | undefined,
): GrammarTrigger[] {
  if (reasoning === undefined || reasoning.blocks.length === 0) {
    return triggers.map((value) => ({ type: 'word', value }));
  }
  // Text before the trigger: free text that opens no block, and whole blocks (any of them),
  // so that a trigger written inside thinking matches nothing.
  const opens = reasoning.blocks.map((block) => escapeRegExp(block.open)).join('|');
  const outside = `(?:(?!${opens})[\\s\\S])*?`;
  const block = reasoning.blocks
    .map((one) => `${escapeRegExp(one.open)}[\\s\\S]*?${escapeRegExp(one.close)}`)
    .join('|');
  const blocks = `(?:(?:${block})${outside})*`;
  // An output that starts inside thinking is in a block whose open it never wrote: as in the
  // parser, any block's close ends it.
  const closes = reasoning.blocks.map((one) => escapeRegExp(one.close)).join('|');
  const lead = reasoning.startInside === true ? `[\\s\\S]*?(?:${closes})${outside}` : outside;
  const any = triggers.map(escapeRegExp).join('|');
  return [{ type: 'pattern_full', value: `^${lead}${blocks}(${any})[\\s\\S]*$` }];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** llama.cpp's numbers for the trigger types, as its server reads them from `grammar_triggers`. */
export const LLAMA_CPP_TRIGGER_TYPE = { word: 1, pattern_full: 3 } as const;
