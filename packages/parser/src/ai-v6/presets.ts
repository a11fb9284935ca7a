import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import { presetDefinitions } from '../presets/preset-registry';
import { createToolMiddleware } from './create-tool-middleware';

// Each preset is built from the same specification-neutral definition as its AI SDK 7
// counterpart in `@tool/parser`; only the specification differs. See that entry for each
// preset's format.

/** The Hermes preset (`<tool_call>{…}</tool_call>`) for AI SDK 6. */
export const hermesToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.hermes,
);
/** The Gemma preset (```` ```tool_call ```` fences, instructions in the first user turn) for AI SDK 6. */
export const gemmaToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.gemma,
);
/** The XML preset (`<tool_name><arg>…</arg></tool_name>`) for AI SDK 6. */
export const xmlToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.xml,
);
/** The Qwen3-Coder preset (`<function=NAME><parameter=KEY>…`) for AI SDK 6. */
export const qwen3CoderToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions['qwen3-coder'],
);
/** The Llama 3 JSON preset (bare `{"name": …, "parameters": …}` objects) for AI SDK 6. */
export const llama3JsonToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions['llama3-json'],
);
/** The Mistral preset (`[TOOL_CALLS]`) for AI SDK 6. */
export const mistralToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.mistral,
);
/** The pythonic preset (`[get_weather(city="Seoul")]`) for AI SDK 6. */
export const pythonicToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.pythonic,
);
/** The GLM preset (`<tool_call>NAME<arg_key>…`) for AI SDK 6. */
export const glmToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.glm,
);
/** The DeepSeek preset (V3/R1, V3.1 and DSML formats) for AI SDK 6. */
export const deepseekToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.deepseek,
);
/** The Kimi K2 preset (`functions.NAME:IDX`) for AI SDK 6. */
export const kimiK2ToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions['kimi-k2'],
);
/** The Harmony preset (gpt-oss, `to=functions.NAME`) for AI SDK 6. */
export const harmonyToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.harmony,
);
/** The MiniMax-M2 preset (`<minimax:tool_call>`) for AI SDK 6. */
export const minimaxToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions.minimax,
);
/** The YAML-XML preset (the tool name as the tag, a YAML body) for AI SDK 6. */
export const yamlXmlToolMiddleware: LanguageModelV3Middleware = createToolMiddleware(
  presetDefinitions['yaml-xml'],
);
