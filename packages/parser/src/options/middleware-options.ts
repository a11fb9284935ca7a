import type {
  PromptPlacement,
  ProtocolOptions,
  ReasoningOptions,
  ToolCallProtocol,
  UnknownArguments,
} from '@tool/protocols';
import type { ConstrainTarget } from '../constrain/constrain-target';
import type { ToolResultMedia } from '../tool-result-media/media-policy';

/**
 * Options that can be given when the middleware is created and again per call, in
 * `providerOptions.toolCallMiddleware` (a per-call value wins over the one given at creation).
 */
export interface ToolCallMiddlewareCallOptions {
  /**
   * Told about every piece of output that looked like a tool call but could not become one (and
   * about a forced tool choice answered with something that is not a call). `metadata` carries the
   * typed error, its `code`, the tool name when known and the original text.
   */
  onError?: ProtocolOptions['onError'];
  /**
   * Tool name → the provider's original JSON Schema, used to type arguments instead of the schema
   * the tool arrives with (for example when an adapter simplified it). A per-call map replaces the
   * one given at creation.
   */
  originalToolSchemas?: Record<string, unknown>;
  /** Emit the text of a failed call as text (default `true`); `false` drops it (still reported). */
  emitFailedCallText?: boolean;
  /** The largest tool call, in characters, held while it is parsed (default 4 MiB). */
  maxToolCallSize?: number;
  /** Generates tool-call ids (default: `call_` followed by 24 random characters). */
  generateId?: () => string;
  /**
   * What becomes of a call the model botched — arguments that do not parse, a string parameter
   * written twice, an argument its schema cannot fit, a tool name that was not declared:
   * - `'feedback'` (default): it comes out as a `tool-call` the AI SDK rejects the way it rejects
   *   an invalid native call — through `repairToolCall` / `experimental_repairToolCall`, then back
   *   to the model as a tool error in the next step, where the middleware shows the model what it
   *   wrote and what was wrong, so it can retry. The call's text travels with it
   *   (`providerMetadata.toolCallMiddleware.malformed`); `onError` is told as in `'text'`.
   * - `'text'`: its text stays in the answer as text and `onError` is told; the model is not.
   *
   * Output with no readable tool name, and a call cut at `maxToolCallSize`, stay text in both.
   */
  malformedCalls?: MalformedCalls;
  /**
   * What becomes of an argument the tool's schema does not declare (a key outside `properties`,
   * `patternProperties` and an `additionalProperties` schema; a schema naming no properties
   * declares every key):
   * - `'keep'` (default): it stays in the input, as coercion keeps it;
   * - `'drop'`: it is left out of the call's input (and of its `tool-input-delta`s) and `onError`
   *   is told (code `UNKNOWN_ARGUMENT`);
   * - `'botched'`: the call does not run: it is a botched call under `malformedCalls` — with
   *   `'feedback'` it goes back to the model with a message naming the argument, so the model
   *   learns the schema.
   */
  unknownArguments?: UnknownArguments;
  /**
   * How tools reach the model:
   * - `'prompt'` (default): described in the prompt in the protocol's format, with history calls
   *   and results written as text; the native `tools` are not sent.
   * - `'hybrid'`: for servers that parse calls natively only some of the time (LM Studio, vLLM with
   *   a tool parser): the native `tools` and `toolChoice` are sent and no tool prompt is added,
   *   history stays native, native tool calls pass through, and the text is parsed for calls in
   *   the protocol's format as a fallback. A call that comes both ways in one answer runs once.
   */
  transport?: Transport;
  /**
   * How files and images that tools return (a `content` output with file / image items) reach
   * the model in the next turn: `'model'` as file parts of the user message that carries the
   * results, `'placeholder'` only as text naming each file, `'auto'` (default) as file parts for
   * the media types the provider declares in its `supportedUrls` (`image/*` covers `image/png`)
   * and as placeholders otherwise. Only bytes the tool returned and http(s) URLs are ever sent;
   * local paths, other URLs and provider references stay placeholders.
   */
  toolResultMedia?: ToolResultMedia;
  /**
   * Thinking blocks in the output. By default `<think>…</think>` (and the format's own markers,
   * Magistral's `[THINK]…[/THINK]`) come out as reasoning parts, and a call written inside one is
   * never run. `false` keeps blocks as text (calls inside them are parsed then). A per-call
   * object is merged over the one given at creation, key by key; `false` in either switches
   * reasoning off for the call, and a per-call object after a creation-time `false` switches it
   * back on.
   *
   * @example `{ startInReasoning: true }` for a model whose template opens `<think>` in the prompt
   * (set by `toolMiddlewareFor` for DeepSeek R1, the Qwen3 Thinking-2507 models, …);
   * `{ toolCalls: 'parse' }` for a model that calls from inside its thinking;
   * `{ open: '<reasoning>' }` for other markers (`</reasoning>` is derived).
   */
  reasoning?: false | ReasoningOptions;
  /**
   * Sends the server a grammar that keeps the model's calls valid (docs/grammar.md): `'vllm'`
   * (`structured_outputs.structural_tag`), `'sglang'` (`response_format` structural tag),
   * `'llama.cpp'` and `'ollama'` (forced calls only: `grammar`, `format`). A forced tool choice
   * is constrained on every target. Default `false`: no grammar.
   */
  constrain?: ConstrainTarget | false;
}

/** What becomes of a botched call: sent back to the model (`'feedback'`) or kept as text. */
export type MalformedCalls = 'feedback' | 'text';

/** How tools reach the model: in the prompt, or natively with text parsing as a fallback. */
export type Transport = 'prompt' | 'hybrid';

/** Where the tool instructions go in the prompt: `'system'` or `'first-user'`. */
export type ToolPromptPlacement = PromptPlacement;

/** Options of {@link createToolMiddleware}. */
export interface ToolMiddlewareOptions extends ToolCallMiddlewareCallOptions {
  /** The wire format: how tools are described, how calls are written and parsed. */
  protocol: ToolCallProtocol;
  /**
   * Renders the tool instructions from the protocol's tool list (`protocol.formatTools` passes a
   * string, such as a JSON array of `{ name, description, parameters }`).
   */
  toolSystemPromptTemplate: (tools: string) => string;
  /**
   * `'system'` (default): the instructions are merged into the one system message (created when
   * there is none). `'first-user'`: for models whose chat template has no system role (Gemma),
   * system content and instructions are put at the start of the first user message instead.
   */
  placement?: ToolPromptPlacement;
  /**
   * Other wire formats to recognize in the model's output, for models that sometimes answer in
   * another format than the one they are prompted with (opt-in; none by default). They are
   * composed with `protocol` by `withFallbackProtocols` on one streaming engine: the text is still
   * read once, with every guarantee of the engine, and `protocol` wins wherever both could read a
   * call. Tools, history calls and results are always written in `protocol`'s format. Each must be
   * made with `defineProtocol` (all built-in protocols are).
   *
   * @example `fallbackProtocols: [jsonMixProtocol(), llama3JsonProtocol(), fencedJsonProtocol()]`
   */
  fallbackProtocols?: readonly ToolCallProtocol[];
}
