import type { FunctionTool } from '../types';
import { argumentGrammar } from './argument-grammar';
import type { CallShape, UnsupportedGrammar } from './call-shape';
import { anyOf, GrammarRules, literal } from './grammar-rules';
import { type StructuralTag, structuralTagFor } from './structural-tag';

/** Thinking the grammar must leave free: the model's blocks, and whether its output starts in one. */
export interface GrammarReasoning {
  readonly open: string;
  readonly close: string;
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
  const thinking = reasoning === undefined ? [] : [reasoning.open, reasoning.close];
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
  if (reasoning === undefined) return triggers.map((value) => ({ type: 'word', value }));
  const open = escapeRegExp(reasoning.open);
  const close = escapeRegExp(reasoning.close);
  const outside = `(?:(?!${open})[\\s\\S])*?`;
  const blocks = `(?:${open}[\\s\\S]*?${close}${outside})*`;
  const lead = reasoning.startInside === true ? `[\\s\\S]*?${close}${outside}` : outside;
  const any = triggers.map(escapeRegExp).join('|');
  return [{ type: 'pattern_full', value: `^${lead}${blocks}(${any})[\\s\\S]*$` }];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** llama.cpp's numbers for the trigger types, as its server reads them from `grammar_triggers`. */
export const LLAMA_CPP_TRIGGER_TYPE = { word: 1, pattern_full: 3 } as const;
