import { describe, expect, it } from 'vitest';
import type { PresetName } from './preset-definitions';
import { presetForModel } from './preset-for-model';

/** Model ids as providers spell them → the preset of the format the model was trained on. */
const table: Array<[string, PresetName | undefined]> = [
  // Hermes (Nous), whatever the base model.
  ['NousResearch/Hermes-3-Llama-3.1-8B', 'hermes'],
  ['NousResearch/Hermes-4-70B', 'hermes'],
  ['hermes3:8b', 'hermes'],
  ['NousResearch/Hermes-2-Pro-Mistral-7B', 'hermes'],
  ['teknium/OpenHermes-2.5-Mistral-7B', 'hermes'],
  // DeepSeek, every generation and the R1 distills.
  ['deepseek-ai/DeepSeek-V3.1', 'deepseek'],
  ['deepseek-ai/DeepSeek-V3-0324', 'deepseek'],
  ['deepseek-ai/DeepSeek-R1-0528', 'deepseek'],
  ['deepseek/deepseek-chat-v3.1', 'deepseek'],
  ['deepseek-r1:8b', 'deepseek'],
  ['deepseek-ai/DeepSeek-R1-Distill-Qwen-32B', 'deepseek'],
  ['deepseek-ai/DeepSeek-R1-Distill-Llama-70B', 'deepseek'],
  // Kimi K2.
  ['moonshotai/Kimi-K2-Instruct', 'kimi-k2'],
  ['moonshotai/Kimi-K2-Instruct-0905', 'kimi-k2'],
  ['moonshotai/kimi-k2', 'kimi-k2'],
  ['moonshotai/Kimi-K2.5', 'kimi-k2'],
  ['kimi-k2-thinking', 'kimi-k2'],
  ['moonshotai/Kimi-Dev-72B', undefined],
  // gpt-oss.
  ['openai/gpt-oss-20b', 'harmony'],
  ['gpt-oss:120b', 'harmony'],
  // GLM-4.5 and later.
  ['zai-org/GLM-4.6', 'glm'],
  ['zai-org/GLM-4.5-Air', 'glm'],
  ['zai-org/GLM-4.5V', 'glm'],
  ['z-ai/glm-4.7', 'glm'],
  ['zai-org/GLM-5', 'glm'],
  ['accounts/fireworks/models/glm-4p6', 'glm'],
  ['THUDM/GLM-4-9B-0414', undefined],
  ['THUDM/chatglm3-6b', undefined],
  // MiniMax-M2 and later.
  ['MiniMaxAI/MiniMax-M2', 'minimax'],
  ['minimax/minimax-m2', 'minimax'],
  ['MiniMaxAI/MiniMax-M2.5', 'minimax'],
  ['MiniMaxAI/MiniMax-Text-01', undefined],
  // Nemotron-Nano v2 writes `<TOOLCALL>` arrays; Nemotron-3 writes Qwen3-Coder XML; the
  // Llama-based Nemotrons write Llama JSON.
  ['nvidia/NVIDIA-Nemotron-Nano-9B-v2', 'nemotron'],
  ['nemotron-nano-9b-v2', 'nemotron'],
  ['NVIDIA-Nemotron-Nano-12B-v2', 'nemotron'],
  ['nvidia/nemotron-nano-12b-v2-vl', 'nemotron'],
  ['nvidia/NVIDIA-Nemotron-Nano-9B-v2-FP8', 'nemotron'],
  ['nvidia/Llama-3.1-Nemotron-Nano-8B-v1', 'llama3-json'],
  ['nvidia/NVIDIA-Nemotron-3-Nano-30B-A3B-BF16', 'qwen3-coder'],
  ['nemotron-3-nano:30b', 'qwen3-coder'],
  ['nvidia/Llama-3.1-Nemotron-70B-Instruct-HF', 'llama3-json'],
  ['nvidia/Llama-3_3-Nemotron-Super-49B-v1', 'llama3-json'],
  // Qwen3-Coder, Qwen3.5 and Qwen3.6: XML.
  ['Qwen/Qwen3-Coder-480B-A35B-Instruct', 'qwen3-coder'],
  ['Qwen/Qwen3-Coder-30B-A3B-Instruct-FP8', 'qwen3-coder'],
  ['qwen3-coder:30b', 'qwen3-coder'],
  ['qwen/qwen3-coder', 'qwen3-coder'],
  ['qwen/qwen3-coder:free', 'qwen3-coder'],
  ['qwen.qwen3-coder-480b-a35b-v1:0', 'qwen3-coder'],
  ['hf.co/unsloth/Qwen3-Coder-30B-A3B-Instruct-GGUF:Q4_K_M', 'qwen3-coder'],
  ['Qwen/Qwen3.5-397B-A17B', 'qwen3-coder'],
  ['qwen3.5:27b', 'qwen3-coder'],
  ['Qwen/Qwen3.6-35B-A3B', 'qwen3-coder'],
  // Qwen2, Qwen2.5, Qwen3 and QwQ: Hermes JSON.
  ['Qwen/Qwen3-235B-A22B-Instruct-2507', 'hermes'],
  ['Qwen/Qwen3-8B', 'hermes'],
  ['Qwen/Qwen3-0.6B', 'hermes'],
  ['qwen3:8b', 'hermes'],
  ['qwen/qwen3-32b', 'hermes'],
  ['Qwen/Qwen3-Next-80B-A3B-Instruct', 'hermes'],
  ['Qwen/Qwen2.5-7B-Instruct', 'hermes'],
  ['accounts/fireworks/models/qwen2p5-72b-instruct', 'hermes'],
  ['Qwen/QwQ-32B', 'hermes'],
  ['Qwen/Qwen-7B-Chat', undefined],
  // Llama 3.1 to 3.3 and Llama 4: llama3-json, whose preset also reads pythonic lists (issue 25:
  // Llama-3.2-3B-Instruct's template teaches the JSON object, and the family writes both).
  ['meta-llama/Llama-3.1-8B-Instruct', 'llama3-json'],
  ['meta-llama/Meta-Llama-3.1-70B-Instruct', 'llama3-json'],
  ['llama3.1:8b', 'llama3-json'],
  ['meta-llama/llama-3.3-70b-instruct', 'llama3-json'],
  ['llama-3.3-70b-versatile', 'llama3-json'],
  ['meta.llama3-1-8b-instruct-v1:0', 'llama3-json'],
  ['accounts/fireworks/models/llama-v3p1-8b-instruct', 'llama3-json'],
  ['meta-llama/Llama-3.2-11B-Vision-Instruct', 'llama3-json'],
  ['llama3.2-vision:11b', 'llama3-json'],
  ['meta-llama/Llama-3.2-3B-Instruct', 'llama3-json'],
  ['llama3.2:3b', 'llama3-json'],
  ['llama3.2', 'llama3-json'],
  ['@cf/meta/llama-3.2-1b-instruct', 'llama3-json'],
  ['meta.llama3-2-3b-instruct-v1:0', 'llama3-json'],
  ['meta-llama/Llama-4-Scout-17B-16E-Instruct', 'llama3-json'],
  ['meta-llama/llama-4-maverick', 'llama3-json'],
  ['llama4:scout', 'llama3-json'],
  ['meta-llama/Meta-Llama-3-8B-Instruct', undefined],
  ['llama3:8b', undefined],
  ['codellama:7b', undefined],
  // Mistral, every generation.
  ['mistralai/Devstral-Small-2505', 'mistral'],
  ['mistralai/Mistral-Small-3.2-24B-Instruct-2506', 'mistral'],
  ['mistralai/Mistral-7B-Instruct-v0.3', 'mistral'],
  ['mistralai/Mixtral-8x7B-Instruct-v0.1', 'mistral'],
  ['mistralai/Magistral-Small-2506', 'mistral'],
  ['ministral-8b-latest', 'mistral'],
  ['codestral-latest', 'mistral'],
  ['mistral-nemo', 'mistral'],
  ['mistral-small3.2:24b', 'mistral'],
  // Gemma 1–3 are prompted (fences); Gemma 4 and FunctionGemma write their own DSLs.
  ['google/gemma-3-27b-it', 'gemma'],
  ['gemma3:27b', 'gemma'],
  ['google/gemma-3n-E4B-it', 'gemma'],
  ['google/gemma-2-9b-it', 'gemma'],
  ['google/gemma-7b-it', 'gemma'],
  // Gemma 4 (Hugging Face, Ollama, OpenRouter, LM Studio ids) and FunctionGemma.
  ['google/gemma-4-31b-it', 'gemma4'],
  ['google/gemma-4-26B-A4B-it', 'gemma4'],
  ['google/gemma-4-E4B-it', 'gemma4'],
  ['gemma4:31b', 'gemma4'],
  ['gemma4:e2b', 'gemma4'],
  ['lmstudio-community/gemma-4-31B-it-GGUF', 'gemma4'],
  ['google/functiongemma-270m-it', 'function-gemma'],
  ['functiongemma:270m', 'function-gemma'],
  // MiniMax-M3 (Hugging Face, OpenRouter); M2 and M2.5 stay minimax.
  ['MiniMaxAI/MiniMax-M3', 'minimax-m3'],
  ['minimax/minimax-m3', 'minimax-m3'],
  ['minimax-m3:latest', 'minimax-m3'],
  // Step-3 (its steptml tags); Step-3.5 writes Qwen3-Coder's.
  ['stepfun-ai/step3', 'step3'],
  ['stepfun-ai/step3-fp8', 'step3'],
  // Tencent Hy3 (Hunyuan HY v3/v4); Hunyuan-A13B writes JSON lists.
  ['tencent/Hy3-preview', 'hy3'],
  ['hy3-preview-4bit', 'hy3'],
  ['tencent/Hunyuan-HY-v4', 'hy3'],
  ['tencent/Hy4-preview', 'hy4'],
  ['hy4-preview-FP8', 'hy4'],
  ['hygon/Hy4-preview-Channel-FP8-w8a8', 'hy4'],
  ['baidu/ERNIE-4.5-21B-A3B-Thinking', 'ernie'],
  ['dots-studio/dots3-note-prev-fp8', 'dots'],
  ['dots3-note-prev', 'dots'],
  ['pfnet/plamo-3-nict-31b-base', 'plamo3'],
  ['pfnet/plamo-2-8b', undefined],
  ['rednote-hilab/dots.llm1.inst', undefined],
  ['ernie-4.5-300b-a47b', 'ernie'],
  ['baidu/ERNIE-4.5-VL-28B-A3B-Thinking', undefined],
  ['baidu/ERNIE-4.5-0.3B-PT', 'ernie'],
  // MiniCPM5 (Hugging Face, GGUF repackagings).
  ['openbmb/MiniCPM5-2B', 'minicpm5'],
  ['openbmb/MiniCPM5-2B-GGUF', 'minicpm5'],
  // Solar Open 2 writes token pairs per argument, Solar Open 1 (100B) JSON arguments.
  ['upstage/Solar-Open-2', 'solar-open2'],
  ['upstage/solar-open-2-preview', 'solar-open2'],
  ['upstage/Solar-Open-100B', 'solar-open'],
  ['solar-open:100b', 'solar-open'],
  // Kimi K3 (K2 and K2.5 keep kimi-k2).
  ['moonshotai/Kimi-K3', 'kimi-k3'],
  ['moonshotai/kimi-k3', 'kimi-k3'],
  // Seed-OSS (Hugging Face, Ollama, OpenRouter).
  ['ByteDance-Seed/Seed-OSS-36B-Instruct', 'seed-oss'],
  ['seed-oss:36b', 'seed-oss'],
  ['bytedance/seed-oss-36b-instruct', 'seed-oss'],
  // Granite 4: Hermes JSON.
  ['ibm-granite/granite-4.0-h-small', 'hermes'],
  ['granite4:micro', 'hermes'],
  // JSON in a family's own markers (json-tags).
  ['CohereForAI/c4ai-command-r7b-12-2024', 'cohere'],
  ['CohereLabs/c4ai-command-a-03-2025', 'cohere'],
  ['cohere/command-a', 'cohere'],
  ['command-r7b:7b', 'cohere'],
  ['command-a-reasoning-08-2025', 'cohere'],
  ['CohereForAI/c4ai-command-r-plus-08-2024', 'command-r-plus'],
  ['cohere/command-r-plus', 'command-r-plus'],
  ['command-r:35b', 'command-r-plus'],
  ['ibm-granite/granite-3.3-8b-instruct', 'granite'],
  ['granite3.3:8b', 'granite'],
  ['granite3.1-dense:8b', 'granite'],
  ['ibm-granite/granite-20b-functioncalling', 'granite'],
  ['microsoft/Phi-4-mini-instruct', 'functools'],
  ['phi4-mini:3.8b', 'functools'],
  ['microsoft/phi-4-mini-instruct', 'functools'],
  ['fireworks-ai/llama-3-firefunction-v2', 'functools'],
  ['accounts/fireworks/models/firefunction-v2', 'functools'],
  ['microsoft/Phi-4', undefined],
  ['tencent/Hunyuan-A13B-Instruct', 'tool-calls-json'],
  ['ai21labs/AI21-Jamba-Mini-1.7', 'tool-calls-json'],
  ['ai21/jamba-large-1.7', 'tool-calls-json'],
  ['ServiceNow-AI/Apriel-1.6-15b-Thinker', 'apriel'],
  ['ServiceNow-AI/Apriel-Nemotron-15b-Thinker', 'apriel'],
  ['MiniMaxAI/MiniMax-M1-80k', 'minimax-m1'],
  ['minimax/minimax-m1', 'minimax-m1'],
  ['internlm/internlm2_5-7b-chat', 'internlm'],
  ['internlm2:7b', 'internlm'],
  ['internlm/Intern-S1', 'internlm'],
  ['ai-sage/GigaChat3-10B-A1.8B', 'gigachat'],
  ['ai-sage/GigaChat3.1-702B-A36B', 'gigachat'],
  ['GigaChat-2-Max', undefined],
  ['meituan-longcat/LongCat-Flash-Chat', 'longcat'],
  ['Qwen/Qwen2.5-Coder-32B-Instruct', 'qwen25-coder'],
  ['qwen2.5-coder:7b', 'qwen25-coder'],
  ['qwen/qwen-2.5-coder-32b-instruct', 'qwen25-coder'],
  // Pythonic calls in a family's own markers (pythonic-tags).
  ['LiquidAI/LFM2-8B-A1B', 'lfm2'],
  ['LiquidAI/LFM2.5-1.2B-Instruct', 'lfm2'],
  ['lfm2:1.2b', 'lfm2'],
  ['liquid/lfm2-8b-a1b', 'lfm2'],
  ['allenai/Olmo-3-7B-Instruct', 'olmo3'],
  ['allenai/Olmo-3-32B-Think', 'olmo3'],
  ['olmo-3:7b', 'olmo3'],
  ['allenai/OLMo-2-1124-7B-Instruct', undefined],
  // Functionary.
  ['meetkai/functionary-medium-v3.1', 'functionary-v31'],
  ['meetkai/functionary-small-v3.2', 'functionary'],
  ['meetkai/functionary-medium-v3.2', 'functionary'],
  // Apertus.
  ['swiss-ai/Apertus-8B-Instruct-2509', 'apertus'],
  ['swiss-ai/apertus-70b-instruct', 'apertus'],
  // ToolACE writes only Python call lists, whatever its base model.
  ['Team-ACE/ToolACE-8B', 'pythonic'],
  ['Team-ACE/ToolACE-2-Llama-3.1-8B', 'pythonic'],
  // xLAM, whatever its base model.
  ['Salesforce/Llama-xLAM-2-8b-fc-r', 'xlam'],
  ['Salesforce/xLAM-2-32b-fc-r', 'xlam'],
  ['Salesforce/xLAM-7b-fc-r', 'xlam'],
  // Not a family with a preset.
  ['gpt-4o', undefined],
  ['anthropic/claude-sonnet-4', undefined],
  ['', undefined],
];

describe('presetForModel', () => {
  it.each(table)('should map %j to %s', (id, preset) => {
    expect(presetForModel(id)).toBe(preset);
  });

  it('should ignore case', () => {
    expect(presetForModel('QWEN/QWEN3-CODER-480B-A35B-INSTRUCT')).toBe('qwen3-coder');
  });

  it('should return undefined for a value that is not a string', () => {
    expect(presetForModel(42 as unknown as string)).toBeUndefined();
  });

  it('should read only the start of a very long id', () => {
    expect(presetForModel(`${'9'.repeat(100_000)}llama3.1`)).toBeUndefined();
    expect(presetForModel(`llama3.1-8b-${'x'.repeat(100_000)}`)).toBe('llama3-json');
  });
});
