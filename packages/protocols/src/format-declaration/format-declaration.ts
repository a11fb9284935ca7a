import type { FormatGrammar } from '../grammar/call-shape';
import type { ToolCallProtocol } from '../types';

/**
 * Where a preset puts its tool instructions: merged into the system message (default), or at the
 * start of the first user message, for chat templates without a system role (Gemma).
 */
export type PromptPlacement = 'system' | 'first-user';

/** A ready-made middleware setup on a format: what `@tool/parser` exports as `xToolMiddleware`. */
export interface PresetDeclaration<Name extends string = string> {
  /**
   * The short name (`hermes`, `qwen3-coder`): `--preset NAME`, `presetDefinitions[NAME]`, and the
   * generated exports `${camelCase(NAME)}ToolMiddleware` and `${camelCase(NAME)}Preset`.
   */
  readonly name: Name;
  /** What the model writes, in one or two sentences; the doc comment of the generated exports. */
  readonly description: string;
  /** Builds the protocol the preset parses and writes with (default: the format's `protocol`). */
  readonly protocol?: () => ToolCallProtocol;
  /**
   * The tool instructions, around the tool list the protocol's `formatTools` renders. Exported
   * from `@tool/protocols` under its own name, which the parser's entry points re-export.
   */
  readonly systemPrompt: (tools: string) => string;
  readonly placement?: PromptPlacement;
}

/**
 * Which models write a format, by model id. The rules of every format are tried in ascending
 * `priority`, then in the order of the format list; the first rule that matches decides. A
 * fine-tune named after its base model (`Hermes-3-Llama-3.1`, `DeepSeek-R1-Distill-Qwen`) comes
 * first (priority below 50), then the vendors' families (50 to 200, in steps of 10).
 */
export interface ModelRule<Preset extends string = string> {
  /** The preset those models need. */
  readonly preset: Preset;
  /** Searched in the lower-cased id: organization prefixes, sizes, quantization and tags do not matter. */
  readonly match: RegExp;
  /** A further check on the lower-cased id, for a family whose format changed between generations. */
  readonly accept?: (id: string) => boolean;
  readonly priority: number;
}

/**
 * How a format's models think before they answer or call. The thinking blocks themselves are read
 * by the protocol (`reasoningBlocks` of its segment format: `<think>`, and Magistral's `[THINK]`
 * in Mistral's), so that a protocol used without its preset reads them too.
 */
export interface ReasoningDeclaration {
  /**
   * Model ids (lower-cased, searched like {@link ModelRule.match}) whose chat template opens the
   * first block in the prompt, so that their output begins inside it: `toolMiddlewareFor` sets
   * `reasoning.startInReasoning` for them.
   */
  readonly startInside: readonly RegExp[];
  /**
   * Reasoning that the format's own segments turn into reasoning parts, beside the blocks
   * (Harmony's `analysis` channel); documentation for readers and the inspector.
   */
  readonly channel?: string;
}

/** One protocol setup the shared conformance catalog runs, beside the format's default one. */
export interface CatalogVariant {
  /** Shown after the format's name: `json-mix (Markdown fence)`. */
  readonly variant?: string;
  /** Default: the format's `protocol()`. */
  readonly protocol?: () => ToolCallProtocol;
  /**
   * One of the few the costliest hostile inputs run at full size in CI (JSON blocks, XML
   * elements, parameter tags); the others run at full size in the long campaign.
   */
  readonly representative?: boolean;
}

/**
 * Everything the code base knows about one wire format, declared once in the format's folder.
 * Every list of formats — the presets of both parser entry points, `presetForModel` and
 * `toolMiddlewareFor`, the inspector, the conformance catalog — is derived from the list of these
 * declarations in `built-in-formats.ts`.
 */
export interface FormatDeclaration<Preset extends string = string> {
  /** The name its protocol reports (`json-mix`), which is also its folder's name. */
  readonly name: string;
  /**
   * The exported protocol factory, called without arguments for the default setup. How its
   * calls begin after a marker other formats share is part of the protocol (`opening` in
   * `defineProtocol`), so that it travels with the protocol into `withFallbackProtocols`.
   */
  readonly protocol: () => ToolCallProtocol;
  /** The presets on this format; none for a format meant as a fallback only. */
  readonly presets: readonly PresetDeclaration<Preset>[];
  /** Which model ids need which of those presets. */
  readonly models: readonly ModelRule<Preset>[];
  readonly reasoning: ReasoningDeclaration;
  /**
   * How a call looks to the grammar compiler (`<format>-grammar.ts` in the folder): what
   * `constrain` sends to vLLM, SGLang and llama.cpp (docs/grammar.md). Without it, the format says
   * it has no grammar.
   */
  readonly grammar?: FormatGrammar;
  /** The setups the conformance catalog runs: at least one (the default protocol). */
  readonly catalog: readonly CatalogVariant[];
}

/**
 * Declares a format; an identity function that keeps the preset names as literal types, so
 * that the list of declarations yields the `PresetName` union.
 */
export function declareFormat<const Preset extends string = never>(
  declaration: FormatDeclaration<Preset>,
): FormatDeclaration<Preset> {
  return declaration;
}
