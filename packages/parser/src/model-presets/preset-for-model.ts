import type { PresetName } from '../presets/preset-registry';

/** A model family: how its ids are recognized and which preset its native format needs. */
interface ModelFamily {
  /** Matches the lower-cased id anywhere (org prefixes, quantization and tags are ignored). */
  readonly detect: RegExp;
  /** The preset, or undefined for a generation of the family whose format no preset reads. */
  readonly preset: (id: string) => PresetName | undefined;
}

interface Version {
  major: number;
  /** 0 when no minor version is written. */
  minor: number;
}

/**
 * The version written after a family name: `llama-3.1`, `llama3.1`, `Llama-3_3`, Bedrock's
 * `llama3-1`, Fireworks' `llama-v3p1`, `qwen2.5`. A size is no version (`gemma-7b` has none), and
 * a minor version is one digit that does not start a size (`llama3-8b`, `qwen3-30b` and
 * `qwen3-0.6b` have none).
 */
function versionAfter(family: string): (id: string) => Version | undefined {
  // Linear: a fixed literal, then digit runs each followed by a fixed-length look-ahead.
  const pattern = new RegExp(`${family}[-_ ]?v?(\\d+)(?![\\db])(?:[._p-](\\d)(?![\\d.bx]))?`);
  return (id) => {
    const match = pattern.exec(id);
    if (match === null) return undefined;
    return { major: Number(match[1]), minor: Number(match[2] ?? 0) };
  };
}

const glmVersion = versionAfter('glm');
const qwenVersion = versionAfter('qwen');
const llamaVersion = versionAfter('llama');
const gemmaVersion = versionAfter('gemma');

/**
 * The families in the order they are tried; the first whose `detect` matches decides, so a
 * fine-tune named after its base (`Hermes-3-Llama-3.1`, `DeepSeek-R1-Distill-Qwen`) goes to the
 * format it was trained on. From FORMATS.md §5.
 */
const FAMILIES: readonly ModelFamily[] = [
  // Nous Hermes 2 Pro/3/4 and OpenHermes: `<tool_call>` JSON, whatever the base model.
  { detect: /hermes/, preset: () => 'hermes' },
  // V3/R1 (and R1 distills), V3.1, V3.2, V4: one protocol reads every generation.
  { detect: /deepseek/, preset: () => 'deepseek' },
  { detect: /kimi[-_ ]?k2/, preset: () => 'kimi-k2' },
  { detect: /gpt[-_ ]?oss/, preset: () => 'harmony' },
  // GLM-4.5/4.6 and 4.7/5; GLM-4-0414, ChatGLM and earlier wrote other formats.
  {
    detect: /glm/,
    preset: (id) => {
      const v = glmVersion(id);
      return v !== undefined && (v.major > 4 || (v.major === 4 && v.minor >= 5))
        ? 'glm'
        : undefined;
    },
  },
  // MiniMax-M2 and later; M1 and Text-01 wrote JSON in `<tool_calls>`.
  {
    detect: /minimax/,
    preset: (id) => {
      const m = /minimax[-_ ]?m(\d+)/.exec(id);
      return m !== null && Number(m[1]) >= 2 ? 'minimax' : undefined;
    },
  },
  // NVIDIA Nemotron-3 uses the Qwen3-Coder XML format (Llama-based Nemotrons fall through).
  { detect: /nemotron[-_ ]?3(?!\d)/, preset: () => 'qwen3-coder' },
  // Qwen2/2.5/3 (and QwQ) write Hermes JSON; Qwen3-Coder and Qwen3.5+ write XML.
  {
    detect: /qwen|qwq/,
    preset: (id) => {
      if (/qwq/.test(id)) return 'hermes';
      const v = qwenVersion(id);
      if (v === undefined) return undefined;
      if (v.major === 3 && (v.minor >= 5 || /qwen[-_ ]?3[-_ ]?coder/.test(id))) {
        return 'qwen3-coder';
      }
      return v.major === 2 || v.major === 3 ? 'hermes' : undefined;
    },
  },
  // Llama 3.1/3.3 (and the 3.2 vision models, built on 3.1) write JSON; Llama 3.2 1B/3B and
  // Llama 4 write pythonic lists. Llama 3.0 had no tool format.
  {
    detect: /llama/,
    preset: (id) => {
      const v = llamaVersion(id);
      if (v === undefined) return undefined;
      if (v.major === 4) return 'pythonic';
      if (v.major !== 3) return undefined;
      if (v.minor === 1 || v.minor === 3) return 'llama3-json';
      if (v.minor === 2) return /vision|11b|90b/.test(id) ? 'llama3-json' : 'pythonic';
      return undefined;
    },
  },
  {
    detect: /mistral|mixtral|devstral|magistral|ministral|codestral|pixtral/,
    preset: () => 'mistral',
  },
  // Gemma 1–3 have no tool format and are prompted; Gemma 4 and FunctionGemma have their own
  // DSLs, which no preset reads.
  {
    detect: /gemma/,
    preset: (id) => {
      if (/functiongemma/.test(id)) return undefined;
      const v = gemmaVersion(id);
      return v === undefined || v.major <= 3 ? 'gemma' : undefined;
    },
  },
  // Granite 4 writes Hermes JSON (Granite 3 wrote `<|tool_call|>` arrays).
  { detect: /granite[-_ ]?4/, preset: () => 'hermes' },
];

/** Longest id looked at: every real id is far shorter, and this bounds the work on any input. */
const MAX_ID = 512;

/**
 * The preset whose format a model was trained on, from its id as a provider spells it:
 * Hugging Face (`Qwen/Qwen3-Coder-480B-A35B-Instruct`), Ollama (`qwen3-coder:30b`,
 * `llama3.2:3b`), OpenRouter (`qwen/qwen3-coder`), Groq, Bedrock (`meta.llama3-1-8b-instruct-v1:0`),
 * Fireworks (`llama-v3p1-8b-instruct`), GGUF and MLX repackagings. Case, organization prefixes,
 * sizes, quantization and tags do not matter.
 *
 * Specification-neutral: the AI SDK 7 and AI SDK 6 entries build their middleware from it.
 *
 * @param modelId The model id, as given to the provider.
 * @returns The preset name, or undefined for a model whose format no preset reads (a model with
 * native tool calling, a family not listed, Llama 3.0, Gemma 4): choose one yourself then.
 *
 * @example
 * ```ts
 * presetForModel('meta-llama/Llama-3.1-8B-Instruct'); // 'llama3-json'
 * presetForModel('qwen3-coder:30b'); // 'qwen3-coder'
 * presetForModel('gpt-4o'); // undefined
 * ```
 */
export function presetForModel(modelId: string): PresetName | undefined {
  if (typeof modelId !== 'string') return undefined;
  const id = modelId.slice(0, MAX_ID).toLowerCase();
  for (const family of FAMILIES) {
    if (family.detect.test(id)) return family.preset(id);
  }
  return undefined;
}
