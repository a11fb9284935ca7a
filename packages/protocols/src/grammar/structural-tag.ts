import type { FunctionTool } from '../types';
import { argumentGrammar } from './argument-grammar';
import type { CallShape } from './call-shape';
import { type GrammarReasoning, triggerTexts } from './compile-call-grammar';
import { GrammarRules } from './grammar-rules';
import { rawValueStops } from './raw-value-stops';
import { xgrammarSchema } from './xgrammar-schema';

/** The parts of XGrammar's structural-tag format this library emits. */
export type StructuralTagFormat =
  | { readonly type: 'any_text' }
  | { readonly type: 'json_schema'; readonly json_schema: unknown }
  | { readonly type: 'grammar'; readonly grammar: string }
  | {
      readonly type: 'tag';
      readonly begin: string;
      readonly content: StructuralTagFormat;
      readonly end: string;
    }
  | { readonly type: 'sequence'; readonly elements: readonly StructuralTagFormat[] }
  | {
      readonly type: 'triggered_tags';
      readonly triggers: readonly string[];
      readonly tags: readonly Extract<StructuralTagFormat, { type: 'tag' }>[];
      readonly at_least_one?: boolean;
      readonly stop_after_first?: boolean;
    };

export interface StructuralTag {
  readonly type: 'structural_tag';
  readonly format: StructuralTagFormat;
}

/**
 * The structural tag of a call shape: free text with triggered tags, one per tool (`begin`,
 * the arguments, `end`). JSON arguments are a `json_schema` content; the XML-parameter styles are
 * and the other value syntaxes (Python, Gemma's DSL) a `grammar` content (our EBNF, which every
 * XGrammar version reads; see docs/grammar.md). Each
 * thinking block is a tag of its own whose content is free text, so no call trigger fires inside
 * it; a model whose output starts inside one gets that block first.
 */
export function structuralTagFor(
  shape: CallShape,
  tools: ReadonlyArray<FunctionTool>,
  reasoning: GrammarReasoning | undefined,
): StructuralTag {
  const tags = tools.map((tool) => ({
    type: 'tag' as const,
    begin: shape.begin(tool.name),
    content: argumentContent(shape, tool),
    end: shape.end(tool.name),
  }));
  const triggers = triggerTexts(shape, tools);
  const blocks = reasoning?.blocks ?? [];
  for (const block of blocks) {
    tags.push({ type: 'tag', begin: block.open, content: { type: 'any_text' }, end: block.close });
    triggers.push(block.open);
  }
  const calls: StructuralTagFormat = { type: 'triggered_tags', triggers, tags };
  const first = blocks[0];
  if (reasoning?.startInside === true && first !== undefined) {
    // The output starts inside a block: free text up to the first block's close (a tag has one
    // end; the format's own block comes first, Apriel's `[BEGIN FINAL RESPONSE]`), then the
    // answer, where the blocks may open again.
    return {
      type: 'structural_tag',
      format: {
        type: 'sequence',
        elements: [
          { type: 'tag', begin: '', content: { type: 'any_text' }, end: first.close },
          calls,
        ],
      },
    };
  }
  return { type: 'structural_tag', format: calls };
}

function argumentContent(shape: CallShape, tool: FunctionTool): StructuralTagFormat {
  if (shape.arguments.kind === 'json' && shape.arguments.syntax === undefined) {
    const schema =
      typeof tool.inputSchema === 'object' && tool.inputSchema !== null ? tool.inputSchema : {};
    return { type: 'json_schema', json_schema: xgrammarSchema({ type: 'object', ...schema }) };
  }
  const rules = new GrammarRules();
  const root = argumentGrammar(
    shape.arguments,
    tool.inputSchema,
    `${tool.name}-args`,
    rules,
    rawValueStops(shape),
  );
  return { type: 'grammar', grammar: rules.render(root) };
}
