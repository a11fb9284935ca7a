import { jsonMixProtocol, qwen3CoderProtocol, type ToolCallProtocol } from '@tool/protocols';
import type { PresetName } from './preset-definitions';

/** Hermes JSON in `<tool_call>` tags: the shape most open models leak into any format. */
const hermesJson = (): ToolCallProtocol => jsonMixProtocol();
/** Qwen3-Coder's `<function=NAME><parameter=…>` calls, inside `<tool_call>` or bare. */
const functionXml = (): ToolCallProtocol => qwen3CoderProtocol();

/**
 * The neighbours' formats each preset also reads by default (issue 32, item 4), composed with the
 * preset's own by `withFallbackProtocols`: the prompt and the history stay in the preset's format,
 * its own reading wins where both could read a call, and every guarantee of the engine holds.
 * Only delimited shapes are read — a marker opens them (`<tool_call>`, `<function=`), and a
 * marker inside a Markdown code span or fence is never read — so prose cannot be misread as a
 * call; the prose corpus (`preset-salvage.corpus.test.ts`) measures it. Reading a bare
 * `{"name": …}` object in prose is left to the presets whose models write calls that way
 * (llama3-json). A preset not listed reads its own format only; `fallbackProtocols` given to a
 * preset replaces this list.
 */
export const PRESET_SALVAGE: Readonly<
  Partial<Record<PresetName, ReadonlyArray<() => ToolCallProtocol>>>
> = {
  // Hermes JSON inside `<tool_call>` is its own; Qwen3-Coder XML in the same tags is the leak.
  hermes: [functionXml],
  gemma: [hermesJson, functionXml],
  xml: [hermesJson, functionXml],
  // qwen3-coder reads Hermes JSON inside its `<tool_call>` already; glm does too.
  'qwen3-coder': [],
  glm: [functionXml],
  'llama3-json': [functionXml],
  mistral: [hermesJson, functionXml],
  pythonic: [hermesJson, functionXml],
  deepseek: [hermesJson, functionXml],
  'kimi-k2': [hermesJson, functionXml],
  harmony: [hermesJson, functionXml],
  minimax: [hermesJson, functionXml],
  'yaml-xml': [hermesJson, functionXml],
  nemotron: [hermesJson, functionXml],
};

/** The fallback protocols a preset reads by default (new instances), or undefined for none. */
export function presetSalvage(name: PresetName): ToolCallProtocol[] | undefined {
  const salvage = PRESET_SALVAGE[name] ?? [];
  return salvage.length === 0 ? undefined : salvage.map((make) => make());
}
