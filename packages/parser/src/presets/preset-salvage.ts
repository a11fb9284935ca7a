import { jsonMixProtocol, qwen3CoderProtocol, type ToolCallProtocol } from '@tool/protocols';
import type { PresetName } from './preset-definitions';

/** Hermes JSON in `<tool_call>` tags: the shape most open models leak into any format. */
const hermesJson = (): ToolCallProtocol => jsonMixProtocol();
/** Qwen3-Coder's `<function=NAME><parameter=…>` calls, inside `<tool_call>` or bare. */
const functionXml = (): ToolCallProtocol => qwen3CoderProtocol();

/** Both delimited neighbours: what a preset whose own syntax shares neither marker reads. */
const BOTH = [hermesJson, functionXml] as const;

/**
 * The neighbours' formats each preset also reads by default (issue 32, item 4), composed with the
 * preset's own by `withFallbackProtocols`: the prompt and the history stay in the preset's format,
 * its own reading wins where both could read a call, and every guarantee of the engine holds.
 * Only delimited shapes are read — a marker opens them (`<tool_call>`, `<function=`), and a
 * marker inside a Markdown code span or fence is never read for an undeclared tool — so prose
 * cannot be misread as a call; the prose corpus (`preset-salvage.corpus.test.ts`) measures it for
 * every preset. Reading a bare `{"name": …}` object in prose is left to the presets whose models
 * write calls that way (llama3-json). Every preset is listed, so a new one must decide;
 * `fallbackProtocols` given to a preset replaces its list.
 */
export const PRESET_SALVAGE: Readonly<Record<PresetName, ReadonlyArray<() => ToolCallProtocol>>> = {
  // Hermes JSON inside `<tool_call>` is its own; Qwen3-Coder XML in the same tags is the leak.
  hermes: [functionXml],
  gemma: BOTH,
  xml: BOTH,
  // qwen3-coder reads Hermes JSON inside its `<tool_call>` already; glm does too.
  'qwen3-coder': [],
  glm: [functionXml],
  'llama3-json': [functionXml],
  mistral: BOTH,
  pythonic: BOTH,
  deepseek: BOTH,
  'kimi-k2': BOTH,
  harmony: BOTH,
  minimax: BOTH,
  dots: BOTH,
  'yaml-xml': BOTH,
  nemotron: BOTH,
  // Issue 27's formats: none of their markers is `<tool_call>` or `<function=` except where
  // noted, so both neighbours are added; the corpus finds no prose read under any of them.
  gemma4: BOTH,
  'function-gemma': BOTH,
  'minimax-m3': BOTH,
  'seed-oss': BOTH,
  step3: BOTH,
  // Hy3 owns `<tool_call>` too; its opening leaves a JSON object or YAML body to json-mix.
  hy3: BOTH,
  hy4: BOTH,
  // MiniCPM5's `<function` is shorter than Qwen3-Coder's `<function=`: each reads its own.
  minicpm5: BOTH,
  'solar-open2': BOTH,
  'kimi-k3': BOTH,
  cohere: BOTH,
  'command-r-plus': BOTH,
  // Granite 3.1+ and Qwen2.5-Coder read Hermes JSON in `<tool_call>` themselves (with its
  // envelope aliases); json-mix adds the YAML body there, Qwen3-Coder the XML.
  granite: BOTH,
  functools: BOTH,
  'tool-calls-json': BOTH,
  apriel: BOTH,
  'minimax-m1': BOTH,
  internlm: BOTH,
  gigachat: BOTH,
  longcat: BOTH,
  'qwen25-coder': BOTH,
  // ERNIE reads Hermes JSON in `<tool_call>` itself; json-mix adds the YAML body, Qwen3-Coder XML.
  ernie: BOTH,
  lfm2: BOTH,
  olmo3: BOTH,
  // Functionary's own `<function=NAME>` takes JSON, so a bare Qwen3-Coder `<function=NAME>`
  // with XML parameters is its (broken) call; inside `<tool_call>` the XML is read.
  functionary: BOTH,
  'functionary-v31': BOTH,
  apertus: BOTH,
  xlam: BOTH,
  gigachat35: BOTH,
  plamo3: BOTH,
  'solar-open': BOTH,
};

/** The fallback protocols a preset reads by default (new instances), or undefined for none. */
export function presetSalvage(name: PresetName): ToolCallProtocol[] | undefined {
  const salvage = PRESET_SALVAGE[name];
  return salvage.length === 0 ? undefined : salvage.map((make) => make());
}
