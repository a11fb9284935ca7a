import { apertusFormat } from './apertus/apertus-format';
import { deepseekFormat } from './deepseek/deepseek-format';
import { fencedJsonFormat } from './fenced-json/fenced-json-format';
import type { FormatDeclaration } from './format-declaration/format-declaration';
import { functionaryFormat } from './functionary/functionary-format';
import { gemma4Format } from './gemma4/gemma4-format';
import { gigachat35Format } from './gigachat35/gigachat35-format';
import { glmFormat } from './glm/glm-format';
import { harmonyFormat } from './harmony/harmony-format';
import { hy3Format } from './hy3/hy3-format';
import { jsonMixFormat } from './json-mix/json-mix-format';
import { jsonTagsFormat } from './json-tags/json-tags-format';
import { kimiK2Format } from './kimi-k2/kimi-k2-format';
import { kimiK3Format } from './kimi-k3/kimi-k3-format';
import { llama3JsonFormat } from './llama3-json/llama3-json-format';
import { minicpm5Format } from './minicpm5/minicpm5-format';
import { minimaxFormat } from './minimax/minimax-format';
import { minimaxM3Format } from './minimax-m3/minimax-m3-format';
import { mistralFormat } from './mistral/mistral-format';
import { morphXmlFormat } from './morph-xml/morph-xml-format';
import { nemotronFormat } from './nemotron/nemotron-format';
import { plamo3Format } from './plamo3/plamo3-format';
import { pythonicFormat } from './pythonic/pythonic-format';
import { pythonicTagsFormat } from './pythonic-tags/pythonic-tags-format';
import { qwen3CoderFormat } from './qwen3-coder/qwen3-coder-format';
import { seedOssFormat } from './seed-oss/seed-oss-format';
import { solarOpenFormat } from './solar-open/solar-open-format';
import { solarOpen2Format } from './solar-open2/solar-open2-format';
import { step3Format } from './step3/step3-format';
import { xlamFormat } from './xlam/xlam-format';
import { yamlXmlFormat } from './yaml-xml/yaml-xml-format';

/**
 * Every built-in format, each declared once in its folder. The one list that every other list of
 * formats is derived from: the presets (in this order: `presetNames`), the parser's exports, the
 * model table, the inspector and the conformance catalog. Adding a format is a folder and a line
 * here (see docs/architecture.md).
 */
export const builtInFormats = [
  jsonMixFormat,
  morphXmlFormat,
  qwen3CoderFormat,
  llama3JsonFormat,
  mistralFormat,
  pythonicFormat,
  glmFormat,
  deepseekFormat,
  kimiK2Format,
  harmonyFormat,
  minimaxFormat,
  yamlXmlFormat,
  nemotronFormat,
  gemma4Format,
  minimaxM3Format,
  seedOssFormat,
  step3Format,
  hy3Format,
  minicpm5Format,
  solarOpenFormat,
  solarOpen2Format,
  kimiK3Format,
  fencedJsonFormat,
  jsonTagsFormat,
  pythonicTagsFormat,
  functionaryFormat,
  apertusFormat,
  xlamFormat,
  gigachat35Format,
  plamo3Format,
] as const;

/** The name of a built-in preset (`hermes`, `qwen3-coder`, …). */
export type BuiltInPresetName = (typeof builtInFormats)[number] extends infer Format
  ? Format extends FormatDeclaration<infer Preset>
    ? Preset
    : never
  : never;
