import {
  compileToolGrammar,
  type FunctionTool,
  forcedCallGbnf,
  forcedCallSchema,
  type GrammarReasoning,
  type LazyGbnf,
  LLAMA_CPP_TRIGGER_TYPE,
  type ToolCallProtocol,
} from '@tool/protocols';
import { ToolMiddlewareError } from '../tool-middleware-error';
import type { ConstrainTarget } from './constrain-target';
import { cachedGrammar } from './grammar-cache';

/** What the request asks of the model: a forced call (`required` / one tool) or free choice. */
export interface ConstrainArgs {
  readonly target: ConstrainTarget;
  readonly protocol: ToolCallProtocol;
  readonly tools: ReadonlyArray<FunctionTool>;
  readonly forced: boolean;
  readonly reasoning: GrammarReasoning | undefined;
  /**
   * The endpoint the request goes to: `chat` (a chat API, the server renders the template) or
   * `completion` (the completion transport: a raw prompt). Default `chat`.
   */
  readonly endpoint?: ConstrainEndpoint;
}

/** Where a constrained request is sent; llama.cpp takes a lazy grammar only on `completion`. */
export type ConstrainEndpoint = 'chat' | 'completion';

/**
 * The request body fields that carry the grammar to a server, and whether the JSON
 * `responseFormat` of a forced call must be left out (llama.cpp refuses a grammar beside one):
 * - vLLM: `structured_outputs` with `structural_tag` (free choice) or `json` (forced call);
 * - SGLang: `response_format` `structural_tag` (free choice); a forced call keeps the JSON schema
 *   `response_format` the middleware sets anyway;
 * - llama.cpp: `grammar`, the eager GBNF of the forced call, on either endpoint; free choice is
 *   the lazy grammar (`grammar`, `grammar_lazy`, `grammar_triggers`, `preserved_tokens`), which
 *   only its completion endpoints keep (its chat endpoint overwrites the lazy fields with the
 *   template's own), so it goes with the completion transport only (docs/grammar.md);
 * - Ollama: `format`, the forced call's JSON Schema (it has no lazy grammars).
 *
 * Empty fields when the format has no grammar and the call is not forced.
 */
export function constrainFields(args: ConstrainArgs): ConstrainedFields {
  const key = JSON.stringify([
    args.target,
    args.endpoint ?? 'chat',
    args.forced,
    args.reasoning ?? null,
    args.tools.map((tool) => [tool.name, tool.inputSchema]),
  ]);
  return cachedGrammar(args.protocol, key, () => compileFields(args));
}

/** The body fields of a constrained request, and whether the JSON `responseFormat` goes. */
export interface ConstrainedFields {
  readonly fields: Record<string, unknown>;
  readonly dropResponseFormat: boolean;
}

function compileFields(args: ConstrainArgs): ConstrainedFields {
  const { target, tools, forced } = args;
  if (forced) {
    switch (target) {
      case 'vllm':
        return {
          fields: { structured_outputs: { json: forcedCallSchema(tools) } },
          dropResponseFormat: false,
        };
      case 'sglang':
        return { fields: {}, dropResponseFormat: false };
      case 'llama.cpp':
        return { fields: { grammar: forcedCallGbnf(tools) }, dropResponseFormat: true };
      case 'ollama':
        return { fields: { format: forcedCallSchema(tools) }, dropResponseFormat: false };
    }
  }
  const lazyOnLlama = target === 'llama.cpp' && args.endpoint === 'completion';
  if ((target === 'llama.cpp' && !lazyOnLlama) || target === 'ollama' || tools.length === 0) {
    return { fields: {}, dropResponseFormat: false };
  }
  const compiled = compileToolGrammar({
    protocol: args.protocol,
    tools,
    // `undefined` here is the user's `reasoning: false`: nothing is left free.
    reasoning: args.reasoning ?? false,
  });
  if (compiled.kind === 'unsupported') return { fields: {}, dropResponseFormat: false };
  if (lazyOnLlama) return { fields: llamaCppLazyFields(compiled.gbnf), dropResponseFormat: false };
  const { structuralTag } = compiled;
  return target === 'vllm'
    ? {
        fields: { structured_outputs: { structural_tag: JSON.stringify(structuralTag) } },
        dropResponseFormat: false,
      }
    : { fields: { response_format: structuralTag }, dropResponseFormat: false };
}

/**
 * The body fields of llama.cpp's lazy grammar, as its server reads them on `/completion` and
 * `/v1/completions` (tools/server/server-task.cpp, `params_from_json_cmpl`): the trigger types as
 * its numbers, and the markers that must stay tokens of their own.
 */
export function llamaCppLazyFields(gbnf: LazyGbnf): Record<string, unknown> {
  return {
    grammar: gbnf.grammar,
    grammar_lazy: true,
    grammar_triggers: gbnf.triggers.map((trigger) => ({
      type: LLAMA_CPP_TRIGGER_TYPE[trigger.type],
      value: trigger.value,
    })),
    preserved_tokens: [...gbnf.preservedTokens],
  };
}

/**
 * The key of `providerOptions` whose entries an OpenAI-compatible provider sends as body fields:
 * its name, the part of `model.provider` before the first dot (`llamacpp.chat` → `llamacpp`), in
 * camelCase (`tool-eval` → `toolEval`). The provider reads both spellings, but warns that a
 * kebab- or snake-case key is deprecated.
 */
export function bodyOptionsKey(provider: string | undefined): string {
  const name = provider?.split('.')[0]?.trim();
  if (name === undefined || name === '') {
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message:
        'The tool-call middleware option constrain needs the model, to send the grammar in its provider options (an OpenAI-compatible provider sends providerOptions[name] as body fields); call transformParams with { params, model }, as wrapLanguageModel does.',
    });
  }
  return name.replace(/[_-]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
