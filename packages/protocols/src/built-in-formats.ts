import { apertusFormat } from './apertus/apertus-format';
import { deepseekFormat } from './deepseek/deepseek-format';
import { fencedJsonFormat } from './fenced-json/fenced-json-format';
import type { FormatDeclaration } from './format-declaration/format-declaration';
import { functionaryFormat } from './functionary/functionary-format';
import { glmFormat } from './glm/glm-format';
import { harmonyFormat } from './harmony/harmony-format';
import { jsonMixFormat } from './json-mix/json-mix-format';
import { jsonTagsFormat } from './json-tags/json-tags-format';
import { kimiK2Format } from './kimi-k2/kimi-k2-format';
import { llama3JsonFormat } from './llama3-json/llama3-json-format';
import { minimaxFormat } from './minimax/minimax-format';
import { mistralFormat } from './mistral/mistral-format';
import { morphXmlFormat } from './morph-xml/morph-xml-format';
import { nemotronFormat } from './nemotron/nemotron-format';
import { pythonicFormat } from './pythonic/pythonic-format';
import { pythonicTagsFormat } from './pythonic-tags/pythonic-tags-format';
import { qwen3CoderFormat } from './qwen3-coder/qwen3-coder-format';
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
  fencedJsonFormat,
  jsonTagsFormat,
  pythonicTagsFormat,
  functionaryFormat,
  apertusFormat,
  xlamFormat,
] as const;

/** The name of a built-in preset (`hermes`, `qwen3-coder`, …). */
export type BuiltInPresetName = (typeof builtInFormats)[number] extends infer Format
  ? Format extends FormatDeclaration<infer Preset>
    ? Preset
    : never
  : never;
