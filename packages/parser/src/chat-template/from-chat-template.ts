import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import type { BuiltInPresetName } from '@tool/protocols';
import { coreParams, type PromptMessage } from '../core-types';
import { createToolMiddlewareCore, type ToolMiddlewareCore } from '../create-tool-middleware-core';
import { readDebugConfig } from '../debug/debug-config';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { selectTools } from '../select-tools';
import { type CompiledChatTemplate, compileChatTemplate } from './compile-chat-template';
import { findTemplateFormat, type TemplateTokens } from './find-template-format';
import { templateTool } from './probe-calls';
import { renderCompletionPrompt } from './render-completion-prompt';
import type { TemplateTool } from './template-messages';
import { type TemplateFidelity, templateRequest } from './template-request';
import { type TemplateSelfCheck, templateSelfCheck } from './template-self-check';
import type { HistoryMode } from './write-template-prompt';

export interface FromChatTemplateOptions
  extends Omit<
    ToolMiddlewareOptions,
    'protocol' | 'toolSystemPromptTemplate' | 'placement' | 'transport'
  > {
  /** The beginning-of-sequence token the template prints (`bos_token`), as tokenizer_config.json gives it. */
  readonly bosToken?: string;
  /** The end-of-sequence token (`eos_token`); also a stop sequence of the completion transport. */
  readonly eosToken?: string;
  /**
   * `prompt` (default): a chat request whose plain messages render, on a server that applies this
   * template, exactly as the template renders the conversation with its tools. `completion`: the
   * whole conversation rendered here into the `prompt` of a raw completion request (use it on a
   * completion model, see `templateCompletionFetch`).
   */
  readonly transport?: 'prompt' | 'completion';
  /** The clock behind the template's `strftime_now` (the real one by default). */
  readonly now?: () => Date;
  /**
   * `text` (default): past calls and tool results go as assistant and user text, which every chat
   * API takes. `native`: where text cannot render them exactly, they go as themselves (assistant
   * `tool_calls`, `role: "tool"`; the tools still kept out of `tools`) when that renders exactly —
   * for servers that apply the template to such messages (vLLM, SGLang, llama.cpp with `--jinja`).
   */
  readonly history?: HistoryMode;
}

/** What `fromChatTemplate` found at creation, on the middleware it returns. */
export interface ChatTemplateFindings {
  /** The preset whose parser reads back the calls this template writes. */
  readonly format: BuiltInPresetName;
  /** What the creation check found: calls read back, and how exact the prompt is. */
  readonly selfCheck: TemplateSelfCheck;
  /** The end-of-turn text the template writes after an assistant message (`<|im_end|>`, …). */
  readonly endOfTurn: string | undefined;
  readonly template: CompiledChatTemplate;
}

/** A tool middleware driven by a chat template, with what it found at creation. */
export interface ChatTemplateMiddleware extends LanguageModelV4Middleware, ChatTemplateFindings {}

function note(fidelity: TemplateFidelity, detail: string): void {
  const debug = readDebugConfig();
  if (debug.mode === 'off') return;
  debug.write(
    `[tool-mw template] prompt fidelity ${fidelity}${detail === '' ? '' : `: ${detail}`}`,
  );
}

/**
 * Tool calling driven by a model's own chat template, specification-neutral. The format is found by round trip (the
 * template renders probe calls; the first preset that reads them all back exactly is used to
 * parse), and the prompt is the template's: with `transport: 'prompt'` the request's plain
 * messages are written so that the server's rendering of them equals the template's rendering
 * with tools, past calls and tool results; where a chat request cannot reach a part (a tool block
 * outside every message, a tool role), that part keeps the preset's wording and the debug output
 * (`DEBUG_PARSER_MW`) says so.
 *
 * @param template The Jinja chat template (see `chatTemplateFromTokenizerConfig`, `chatTemplateFromGguf`,
 *   `chatTemplateFromServer`).
 * @throws ChatTemplateError when the template does not parse, or no preset reads its calls back
 *   (the message shows what the template renders).
 */
export function chatTemplateCore(
  template: string,
  options: FromChatTemplateOptions = {},
): { core: ToolMiddlewareCore; findings: ChatTemplateFindings } {
  const {
    bosToken = '',
    eosToken = '',
    transport = 'prompt',
    history = 'text',
    now,
    ...rest
  } = options;
  const compiled = compileChatTemplate(template, now === undefined ? {} : { now });
  const tokens: TemplateTokens = { bos_token: bosToken, eos_token: eosToken };
  const format = findTemplateFormat(compiled, tokens, now);
  // From here on the template renders in the shape its server uses (see `serverRenderShapes`).
  const shaped = format.template;
  const selfCheck = templateSelfCheck(shaped, tokens, format);
  // A generation prompt that opens a thinking block: the answer begins inside it, as with the
  // presets' `startInReasoning` models; the caller's own `reasoning` option wins.
  const thinking = selfCheck.opensThinking;
  const reasoning =
    rest.reasoning === undefined && thinking !== undefined
      ? { reasoning: { startInReasoning: true, open: thinking.open, close: thinking.close } }
      : {};
  // With the completion transport the request goes to a raw completion endpoint, where
  // llama.cpp keeps a lazy grammar (`constrain: 'llama.cpp'` constrains free choice there).
  const base = createToolMiddlewareCore(
    {
      ...rest,
      ...reasoning,
      protocol: format.preset.protocol(),
      toolSystemPromptTemplate: format.preset.systemPrompt,
      ...(format.preset.placement === undefined ? {} : { placement: format.preset.placement }),
    },
    transport === 'completion' ? 'completion' : 'chat',
  );
  const transformParams = templateTransformParams(base, {
    template: shaped,
    tokens,
    selfCheck,
    transport,
    history,
  });
  return {
    core: { ...base, transformParams },
    findings: {
      format: format.preset.name,
      selfCheck,
      endOfTurn: selfCheck.endOfTurn,
      template: shaped,
    },
  };
}

/**
 * Tool calling driven by a model's own chat template (AI SDK 7 middleware); see `chatTemplateCore`
 * for what it does. The middleware carries what was found at creation: `format`, `selfCheck`,
 * `endOfTurn`, `template`.
 *
 * @example
 * ```ts
 * const { template, bosToken, eosToken } = chatTemplateFromTokenizerConfig('./tokenizer_config.json');
 * const middleware = fromChatTemplate(template, { bosToken, eosToken });
 * const model = wrapLanguageModel({ model: provider.chatModel(id), middleware });
 * ```
 */
export function fromChatTemplate(
  template: string,
  options: FromChatTemplateOptions = {},
): ChatTemplateMiddleware {
  const { core, findings } = chatTemplateCore(template, options);
  return {
    specificationVersion: 'v4',
    transformParams: ({ params, model }) => core.transformParams({ params, model }),
    wrapGenerate: ({ doGenerate, params }) => core.wrapGenerate({ doGenerate, params }),
    wrapStream: ({ doStream, params }) => core.wrapStream({ doStream, params }),
    ...findings,
  };
}

/** What the request rewriting of `chatTemplateCore` works with. */
interface TemplateSetup {
  readonly template: CompiledChatTemplate;
  readonly tokens: TemplateTokens;
  readonly selfCheck: TemplateSelfCheck;
  readonly transport: 'prompt' | 'completion';
  readonly history: HistoryMode;
}

/**
 * `transformParams` of a template middleware: the preset's middleware rewrites the request first
 * (tool prompt, history, what the wrap handlers need), then the prompt is replaced by the
 * template's where it can be — whole with the completion transport.
 */
function templateTransformParams(
  base: ToolMiddlewareCore,
  setup: TemplateSetup,
): ToolMiddlewareCore['transformParams'] {
  const { template, tokens, selfCheck, transport, history } = setup;
  return async (args) => {
    const presetParams = await base.transformParams(args);
    const params = coreParams(args.params);
    const selected = selectTools(params.tools, params.toolChoice);
    const choice = selected.toolChoice.type;
    const asked = (presetParams as { stopSequences?: readonly string[] }).stopSequences ?? [];
    const completion = (prompt: readonly PromptMessage[], tools?: TemplateTool[]) => {
      const rendered = renderCompletionPrompt(
        template,
        tokens,
        prompt,
        tools,
        selfCheck.stopSequences,
      );
      return {
        ...presetParams,
        prompt: rendered.prompt as typeof presetParams.prompt,
        stopSequences: [...asked, ...rendered.stopSequences],
      };
    };
    if (choice === 'required' || choice === 'tool') {
      note('preset', `toolChoice ${choice} is asked for with the preset's forced-call prompt`);
      // A raw completion still gets the model's own turns around that prompt.
      if (transport === 'completion')
        return completion(presetParams.prompt as readonly PromptMessage[]);
      return presetParams;
    }
    const tools = choice === 'none' ? undefined : selected.tools.map(templateTool);
    const original = params.prompt as readonly PromptMessage[];
    if (transport === 'completion') {
      note('exact', 'completion transport: the whole conversation rendered by the template');
      return completion(original, tools);
    }
    const presetPrompt = presetParams.prompt as readonly PromptMessage[];
    const request = templateRequest(template, tokens, original, tools, presetPrompt, history);
    note(request.fidelity, request.note);
    return { ...presetParams, prompt: request.prompt as typeof presetParams.prompt };
  };
}
