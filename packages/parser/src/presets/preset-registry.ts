import { deepseekPreset } from './deepseek';
import { gemmaPreset } from './gemma';
import { glmPreset } from './glm';
import { harmonyPreset } from './harmony';
import { hermesPreset } from './hermes';
import { kimiK2Preset } from './kimi-k2';
import { llama3JsonPreset } from './llama3-json';
import { minimaxPreset } from './minimax';
import { mistralPreset } from './mistral';
import { pythonicPreset } from './pythonic';
import { qwen3CoderPreset } from './qwen3-coder';
import { xmlPreset } from './xml';
import { yamlXmlPreset } from './yaml-xml';

/**
 * Every preset by its short name, as the CLI (`--preset`) and `toolMiddlewareFor` know them. The
 * definitions are specification-neutral: each entry point turns them into its own middleware.
 */
export const presetDefinitions = {
  hermes: hermesPreset,
  gemma: gemmaPreset,
  xml: xmlPreset,
  'qwen3-coder': qwen3CoderPreset,
  'llama3-json': llama3JsonPreset,
  mistral: mistralPreset,
  pythonic: pythonicPreset,
  glm: glmPreset,
  deepseek: deepseekPreset,
  'kimi-k2': kimiK2Preset,
  harmony: harmonyPreset,
  minimax: minimaxPreset,
  'yaml-xml': yamlXmlPreset,
} as const;

/** The short name of a preset (`hermes`, `qwen3-coder`, …). */
export type PresetName = keyof typeof presetDefinitions;

/** The preset names, in a stable order. */
export const presetNames = Object.keys(presetDefinitions) as PresetName[];
