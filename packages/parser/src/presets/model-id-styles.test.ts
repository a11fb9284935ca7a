import { describe, expect, it } from 'vitest';
import { type PresetName, presetNames } from './preset-definitions';
import { presetForModel } from './preset-for-model';

// Issue 27: `toolMiddlewareFor` learns the ids users type for each new format, in the four
// spellings they copy from: Hugging Face (`Org/Model-Name`), Ollama (`name:tag`, or
// `hf.co/org/repo-GGUF:QUANT` for a model pulled from Hugging Face), OpenRouter (`org/slug`,
// lower case, `:free` and similar variants) and LM Studio (`org/slug` without `-it`/`-instruct`,
// or a `…-GGUF` / MLX repackaging).

interface Spellings {
  huggingFace: string[];
  ollama: string[];
  openRouter: string[];
  lmStudio: string[];
}

const spellings: Record<string, Spellings> = {
  gemma4: {
    huggingFace: ['google/gemma-4-31b-it', 'google/gemma-4-E4B-it'],
    ollama: ['gemma4:31b', 'gemma4:e4b', 'gemma4'],
    openRouter: ['google/gemma-4-26b-a4b-it', 'google/gemma-4-31b-it:free'],
    lmStudio: ['google/gemma-4-e4b', 'lmstudio-community/gemma-4-31b-it-GGUF'],
  },
  'function-gemma': {
    huggingFace: ['google/functiongemma-270m-it'],
    ollama: ['functiongemma:270m', 'functiongemma'],
    openRouter: ['google/functiongemma-270m-it'],
    lmStudio: ['google/functiongemma-270m', 'unsloth/functiongemma-270m-it-GGUF'],
  },
  'minimax-m3': {
    huggingFace: ['MiniMaxAI/MiniMax-M3'],
    ollama: ['minimax-m3:cloud'],
    openRouter: ['minimax/minimax-m3'],
    lmStudio: ['minimax/minimax-m3', 'mlx-community/MiniMax-M3-4bit'],
  },
  'seed-oss': {
    huggingFace: ['ByteDance-Seed/Seed-OSS-36B-Instruct'],
    ollama: ['seed-oss:36b', 'hf.co/unsloth/Seed-OSS-36B-Instruct-GGUF:Q4_K_M'],
    openRouter: ['bytedance/seed-oss-36b-instruct'],
    lmStudio: ['bytedance/seed-oss-36b'],
  },
  step3: {
    huggingFace: ['stepfun-ai/step3', 'stepfun-ai/step3-fp8'],
    ollama: ['hf.co/stepfun-ai/step3-GGUF:Q4_K_M'],
    openRouter: ['stepfun-ai/step3', 'stepfun/step-3'],
    lmStudio: ['stepfun/step-3'],
  },
  hy3: {
    huggingFace: ['tencent/Hy3-preview'],
    ollama: ['hy3:preview', 'hf.co/tencent/Hy3-preview-GGUF:Q4_K_M'],
    openRouter: ['tencent/hy3-preview'],
    lmStudio: ['tencent/hy3-preview', 'mlx-community/Hy3-preview-4bit'],
  },
  ernie: {
    huggingFace: ['baidu/ERNIE-4.5-21B-A3B-Thinking', 'baidu/ERNIE-4.5-300B-A47B-PT'],
    ollama: ['hf.co/unsloth/ERNIE-4.5-21B-A3B-Thinking-GGUF:Q4_K_M'],
    openRouter: ['baidu/ernie-4.5-21b-a3b-thinking', 'baidu/ernie-4.5-300b-a47b'],
    lmStudio: ['baidu/ernie-4.5-21b-a3b-thinking'],
  },
  dots: {
    huggingFace: ['dots-studio/dots3-note-prev', 'dots-studio/dots3-note-prev-fp8'],
    ollama: ['hf.co/dots-studio/dots3-note-prev-GGUF:Q4_K_M'],
    openRouter: ['dots-studio/dots3-note-prev'],
    lmStudio: ['dots-studio/dots3-note-prev'],
  },
  hy4: {
    huggingFace: ['tencent/Hy4-preview', 'tencent/Hy4-preview-FP8'],
    ollama: ['hf.co/tencent/Hy4-preview-GGUF:Q4_K_M'],
    openRouter: ['tencent/hy4-preview'],
    lmStudio: ['tencent/hy4-preview'],
  },
  minicpm5: {
    huggingFace: ['openbmb/MiniCPM5-2B'],
    ollama: ['minicpm5:2b'],
    openRouter: ['openbmb/minicpm5-2b'],
    lmStudio: ['openbmb/MiniCPM5-2B-GGUF', 'openbmb/minicpm5-2b'],
  },
  'solar-open2': {
    huggingFace: ['upstage/Solar-Open-2'],
    ollama: ['solar-open2', 'hf.co/upstage/Solar-Open-2-GGUF:Q4_K_M'],
    openRouter: ['upstage/solar-open-2'],
    lmStudio: ['upstage/solar-open-2'],
  },
  'solar-open': {
    huggingFace: ['upstage/Solar-Open-100B'],
    ollama: ['solar-open:100b', 'hf.co/upstage/Solar-Open-100B-GGUF:Q4_K_M'],
    openRouter: ['upstage/solar-open-100b'],
    lmStudio: ['upstage/solar-open-100b', 'unsloth/Solar-Open-100B-GGUF'],
  },
  'kimi-k3': {
    huggingFace: ['moonshotai/Kimi-K3'],
    ollama: ['kimi-k3:cloud'],
    openRouter: ['moonshotai/kimi-k3'],
    lmStudio: ['moonshotai/kimi-k3', 'mlx-community/Kimi-K3-4bit'],
  },
  cohere: {
    huggingFace: ['CohereLabs/c4ai-command-r7b-12-2024', 'CohereLabs/c4ai-command-a-03-2025'],
    ollama: ['command-r7b:7b', 'command-a:111b', 'command-r7b-arabic:7b'],
    openRouter: ['cohere/command-r7b-12-2024', 'cohere/command-a'],
    lmStudio: ['cohere/command-r7b', 'bartowski/c4ai-command-r7b-12-2024-GGUF'],
  },
  'command-r-plus': {
    huggingFace: ['CohereLabs/c4ai-command-r-plus-08-2024', 'CohereForAI/c4ai-command-r-v01'],
    ollama: ['command-r-plus:104b', 'command-r:35b'],
    openRouter: ['cohere/command-r-plus-08-2024', 'cohere/command-r-08-2024'],
    lmStudio: ['lmstudio-community/c4ai-command-r-v01-GGUF'],
  },
  granite: {
    huggingFace: ['ibm-granite/granite-3.3-8b-instruct', 'ibm-granite/granite-20b-functioncalling'],
    ollama: ['granite3.3:8b', 'granite3.1-dense:8b', 'granite3-moe:3b'],
    openRouter: ['ibm-granite/granite-3.3-8b-instruct'],
    lmStudio: ['ibm/granite-3.3-8b', 'lmstudio-community/granite-3.2-8b-instruct-GGUF'],
  },
  functools: {
    huggingFace: ['microsoft/Phi-4-mini-instruct', 'fireworks-ai/llama-3-firefunction-v2'],
    ollama: ['phi4-mini:3.8b', 'phi4-mini'],
    openRouter: ['microsoft/phi-4-mini-instruct', 'accounts/fireworks/models/firefunction-v2'],
    lmStudio: ['microsoft/phi-4-mini', 'lmstudio-community/Phi-4-mini-instruct-GGUF'],
  },
  'tool-calls-json': {
    huggingFace: ['tencent/Hunyuan-A13B-Instruct', 'ai21labs/AI21-Jamba-Mini-1.7'],
    ollama: ['hf.co/tencent/Hunyuan-A13B-Instruct-GGUF:Q4_K_M', 'jamba-reasoning:3b'],
    openRouter: ['tencent/hunyuan-a13b-instruct', 'ai21/jamba-large-1.7'],
    lmStudio: ['tencent/hunyuan-a13b', 'ai21labs/AI21-Jamba-Reasoning-3B-GGUF'],
  },
  apriel: {
    huggingFace: ['ServiceNow-AI/Apriel-1.6-15b-Thinker', 'ServiceNow-AI/Apriel-1.5-15b-Thinker'],
    ollama: ['hf.co/unsloth/Apriel-1.5-15b-Thinker-GGUF:Q4_K_M'],
    openRouter: ['servicenow/apriel-1.6-15b-thinker'],
    lmStudio: ['servicenow/apriel-1.6-15b-thinker'],
  },
  'minimax-m1': {
    huggingFace: ['MiniMaxAI/MiniMax-M1-80k', 'MiniMaxAI/MiniMax-M1-40k'],
    ollama: ['hf.co/unsloth/MiniMax-M1-80k-GGUF:Q4_K_M'],
    openRouter: ['minimax/minimax-m1'],
    lmStudio: ['minimax/minimax-m1'],
  },
  internlm: {
    huggingFace: ['internlm/internlm2_5-7b-chat', 'internlm/Intern-S1', 'internlm/Intern-S1-mini'],
    ollama: ['internlm2:7b', 'internlm2.5:7b'],
    openRouter: ['internlm/intern-s1'],
    lmStudio: ['internlm/intern-s1-mini', 'lmstudio-community/internlm2_5-7b-chat-GGUF'],
  },
  gigachat: {
    huggingFace: ['ai-sage/GigaChat3-10B-A1.8B', 'ai-sage/GigaChat3.1-702B-A36B'],
    ollama: ['hf.co/ai-sage/GigaChat3-10B-A1.8B-GGUF:Q4_K_M'],
    openRouter: ['ai-sage/gigachat3-702b-a36b'],
    lmStudio: ['ai-sage/gigachat3-10b-a1.8b'],
  },
  longcat: {
    huggingFace: ['meituan-longcat/LongCat-Flash-Chat', 'meituan-longcat/LongCat-Flash-Thinking'],
    ollama: ['hf.co/meituan-longcat/LongCat-Flash-Chat-GGUF:Q4_K_M'],
    openRouter: ['meituan/longcat-flash-chat', 'meituan/longcat-flash-chat:free'],
    lmStudio: ['meituan-longcat/longcat-flash-lite'],
  },
  plamo3: {
    huggingFace: ['pfnet/plamo-3-nict-8b-base', 'nori-sdc/PLaMo-3-NICT-8B-JP-YUA1-instruct'],
    ollama: ['hf.co/pfnet/plamo-3-nict-8b-base-GGUF:Q4_K_M'],
    openRouter: ['pfnet/plamo-3-nict-31b'],
    lmStudio: ['pfnet/plamo-3-nict-2b-base'],
  },
  gigachat35: {
    huggingFace: ['ai-sage/GigaChat3.5-10B-A1.8B'],
    ollama: ['hf.co/ai-sage/GigaChat3.5-10B-A1.8B-GGUF:Q4_K_M'],
    openRouter: ['ai-sage/gigachat-3.5-10b-a1.8b'],
    lmStudio: ['ai-sage/gigachat3.5-10b-a1.8b'],
  },
  'qwen25-coder': {
    huggingFace: ['Qwen/Qwen2.5-Coder-32B-Instruct'],
    ollama: ['qwen2.5-coder:7b'],
    openRouter: ['qwen/qwen-2.5-coder-32b-instruct', 'qwen/qwen-2.5-coder-32b-instruct:free'],
    lmStudio: ['qwen/qwen2.5-coder-14b', 'lmstudio-community/Qwen2.5-Coder-7B-Instruct-GGUF'],
  },
  lfm2: {
    huggingFace: ['LiquidAI/LFM2-8B-A1B', 'LiquidAI/LFM2.5-1.2B-Instruct'],
    ollama: ['lfm2:1.2b', 'lfm2.5-thinking:1.2b'],
    openRouter: ['liquid/lfm2-8b-a1b', 'liquid/lfm-2.2-6b'],
    lmStudio: ['liquid/lfm2-1.2b', 'LiquidAI/LFM2-1.2B-GGUF'],
  },
  olmo3: {
    huggingFace: ['allenai/Olmo-3-7B-Instruct', 'allenai/Olmo-3.1-32B-Think'],
    ollama: ['olmo-3:7b', 'olmo-3.1:32b'],
    openRouter: ['allenai/olmo-3-32b-think', 'allenai/olmo-3.1-32b-think:free'],
    lmStudio: ['allenai/olmo-3-32b-think', 'lmstudio-community/Olmo-3-7B-Instruct-GGUF'],
  },
  functionary: {
    huggingFace: ['meetkai/functionary-small-v3.2', 'meetkai/functionary-medium-v3.2'],
    ollama: ['hf.co/meetkai/functionary-small-v3.2-GGUF:Q4_0'],
    openRouter: ['meetkai/functionary-small-v3.2'],
    lmStudio: ['meetkai/functionary-small-v3.2-GGUF'],
  },
  'functionary-v31': {
    huggingFace: ['meetkai/functionary-medium-v3.1'],
    ollama: ['hf.co/meetkai/functionary-small-v3.1-GGUF:Q4_0'],
    openRouter: ['meetkai/functionary-medium-v3.1'],
    lmStudio: ['meetkai/functionary-small-v3.1-GGUF'],
  },
  apertus: {
    huggingFace: ['swiss-ai/Apertus-8B-Instruct-2509', 'swiss-ai/Apertus-70B-Instruct-2509'],
    ollama: ['hf.co/unsloth/Apertus-8B-Instruct-2509-GGUF:Q4_K_M', 'apertus:8b'],
    openRouter: ['swiss-ai/apertus-70b-instruct'],
    lmStudio: ['swiss-ai/apertus-8b-instruct-2509'],
  },
  xlam: {
    huggingFace: ['Salesforce/Llama-xLAM-2-8b-fc-r', 'Salesforce/xLAM-2-32b-fc-r'],
    ollama: ['hf.co/Salesforce/Llama-xLAM-2-8b-fc-r-gguf:Q4_K_M'],
    openRouter: ['salesforce/xlam-2-70b-fc-r'],
    lmStudio: ['Salesforce/xLAM-2-3b-fc-r-gguf'],
  },
};

const rows = Object.entries(spellings).flatMap(([preset, styles]) =>
  Object.entries(styles).flatMap(([style, ids]) =>
    (ids as string[]).map((id) => ({ preset: preset as PresetName, style, id })),
  ),
);

/** Neighbours of these families that write another format (or none), in the same spellings. */
const neighbours: Array<[string, PresetName | undefined]> = [
  // Step-3.5 writes Qwen3-Coder's XML, not Step-3's `steptml:` tags (vLLM's step3p5 parser).
  ['stepfun-ai/Step-3.5-Flash', 'qwen3-coder'],
  ['stepfun/step-3.5-flash:free', 'qwen3-coder'],
  ['stepfun-ai/Step-3.5-Flash-FP8', 'qwen3-coder'],
  // Functionary v1/v2 address messages with `<|recipient|>`: neither v3 format.
  ['meetkai/functionary-small-v2.5', undefined],
  ['meetkai/functionary-7b-v1.4', undefined],
  ['hf.co/meetkai/functionary-small-v2.4-GGUF:Q4_0', undefined],
  ['meetkai/functionary-small-v3.2', 'functionary'],
  // Gemma 1–3 and 3n stay prompted; Phi-4 (not mini) has no preset; Solar Open 2 is not Solar Open 1.
  ['google/gemma-3n-E4B-it', 'gemma'],
  ['gemma3:27b', 'gemma'],
  ['microsoft/phi-4', undefined],
  ['phi4:14b', undefined],
  ['upstage/Solar-Open-2', 'solar-open2'],
  ['solar-open2:latest', 'solar-open2'],
  // Llama-3.3-Nemotron-Super-49B v1.5's template teaches `<TOOLCALL>[…]` (llama.cpp's copy of it).
  ['nvidia/Llama-3_3-Nemotron-Super-49B-v1_5', 'nemotron'],
  ['nvidia/llama-3.3-nemotron-super-49b-v1.5', 'nemotron'],
  ['unsloth/Llama-3_3-Nemotron-Super-49B-v1_5-GGUF', 'nemotron'],
  // MiniMax-M2 keeps its own preset; Granite 4 writes Hermes.
  ['minimax/minimax-m2.5', 'minimax'],
  ['granite4:micro', 'hermes'],
];

/** The presets before issue 27, whose ids preset-for-model.test.ts covers. */
const older = new Set([
  'hermes',
  'gemma',
  'xml',
  'qwen3-coder',
  'llama3-json',
  'pythonic',
  'mistral',
  'glm',
  'deepseek',
  'kimi-k2',
  'harmony',
  'minimax',
  'yaml-xml',
  'nemotron',
]);

describe('presetForModel: issue 27 presets in every spelling', () => {
  it.each(rows)('$style id $id should be $preset', ({ preset, id }) => {
    expect(presetForModel(id)).toBe(preset);
  });

  it.each(neighbours)('%s should be %s', (id, preset) => {
    expect(presetForModel(id)).toBe(preset);
  });

  it('should cover every newer preset in all four spellings', () => {
    const newer = presetNames.filter((preset) => !older.has(preset));
    expect(Object.keys(spellings).sort()).toEqual([...newer].sort());
    for (const styles of Object.values(spellings)) {
      for (const ids of Object.values(styles)) expect(ids.length).toBeGreaterThan(0);
    }
  });
});
