import { describe, expect, it } from 'vitest';
import { ChatTemplateError, compileChatTemplate } from './compile-chat-template';
import { findTemplateFormat } from './find-template-format';
import { NO_TEMPLATES_MESSAGE, readSharedTemplates } from './test-utils/shared-templates';

const templates = readSharedTemplates();
const tokens = { bos_token: '<s>', eos_token: '</s>' };

/**
 * The preset each real template's own rendering of probe calls is read back by, and how many probe
 * calls that is (3: one call, then two in a turn; 1: the template writes one call per turn).
 * Templates of a family without a preset must fail with the error that shows their rendering.
 */
const EXPECTED: Readonly<Record<string, readonly [string, number]>> = {
  'Apertus-8B-Instruct.jinja': ['apertus', 3],
  'CohereForAI-c4ai-command-r7b-12-2024-tool_use.jinja': ['cohere', 3],
  'CohereForAI-c4ai-command-r-plus-tool_use.jinja': ['command-r-plus', 3],
  'google-gemma-4-31B-it.jinja': ['gemma4', 3],
  'google-gemma-4-31B-it-interleaved.jinja': ['gemma4', 3],
  // v3.1 writes <function=NAME>{json}</function>, which both Functionary presets read.
  'meetkai-functionary-medium-v3.1.jinja': ['functionary', 3],
  // v3.2 renders only arguments given as JSON strings (its server's shape), `>>>NAME\n{json}`.
  'meetkai-functionary-medium-v3.2.jinja': ['functionary', 3],
  // Firefunction v2 renders with the `functions` and `datetime` its server supplies; its
  // `functools[…]` list is read by llama3-json, which comes before functools in the list.
  'fireworks-ai-llama-3-firefunction-v2.jinja': ['llama3-json', 3],
  // GigaChat 3/3.1 write only a turn's first call; llama3-json comes before gigachat in the list.
  'GigaChat3-10B-A1.8B.jinja': ['llama3-json', 1],
  // Seed-OSS writes <function=NAME><parameter=…>, which qwen3-coder (earlier in the list) reads too.
  'ByteDance-Seed-OSS.jinja': ['qwen3-coder', 3],
  'GigaChat3.1-10B-A1.8B.jinja': ['llama3-json', 1],
  'Apriel-1.6-15b-Thinker-fixed.jinja': ['llama3-json', 3],
  'Bielik-11B-v3.0-Instruct.jinja': ['hermes', 3],
  'GLM-4.6.jinja': ['glm', 3],
  'GLM-4.7-Flash.jinja': ['glm', 3],
  'MiMo-VL.jinja': ['hermes', 3],
  'MiniMax-M2.jinja': ['minimax', 3],
  'Mistral-Small-3.2-24B-Instruct-2506.jinja': ['mistral', 3],
  'NVIDIA-Nemotron-3-Nano-30B-A3B-BF16.jinja': ['qwen3-coder', 3],
  'NVIDIA-Nemotron-Nano-v2.jinja': ['llama3-json', 3],
  'NousResearch-Hermes-2-Pro-Llama-3-8B-tool_use.jinja': ['hermes', 3],
  'NousResearch-Hermes-3-Llama-3.1-8B-tool_use.jinja': ['hermes', 3],
  'Qwen-QwQ-32B.jinja': ['hermes', 3],
  'Qwen-Qwen2.5-7B-Instruct.jinja': ['hermes', 3],
  'Qwen-Qwen3-0.6B.jinja': ['hermes', 3],
  'Qwen3-Coder.jinja': ['qwen3-coder', 3],
  'Qwen3.5-4B.jinja': ['qwen3-coder', 3],
  'Reka-Edge.jinja': ['hermes', 3],
  'StepFun3.5-Flash.jinja': ['qwen3-coder', 3],
  'deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja': ['deepseek', 3],
  'deepseek-ai-DeepSeek-V3.1.jinja': ['deepseek', 3],
  'deepseek-ai-DeepSeek-V3.2.jinja': ['deepseek', 3],
  'ibm-granite-granite-4.0.jinja': ['hermes', 3],
  'ibm-granite-granite-4.1.jinja': ['hermes', 3],
  'llama-cpp-deepseek-r1.jinja': ['deepseek', 3],
  'meta-llama-Llama-3.1-8B-Instruct.jinja': ['llama3-json', 1],
  'meta-llama-Llama-3.2-3B-Instruct.jinja': ['llama3-json', 1],
  'meta-llama-Llama-3.3-70B-Instruct.jinja': ['llama3-json', 1],
  'mistralai-Ministral-3-14B-Reasoning-2512.jinja': ['mistral', 3],
  'mistralai-Mistral-Nemo-Instruct-2407.jinja': ['llama3-json', 3],
  'moonshotai-Kimi-K2.jinja': ['kimi-k2', 3],
  'openai-gpt-oss-120b.jinja': ['harmony', 1],
  'stepfun-ai-Step-3.5-Flash.jinja': ['qwen3-coder', 3],
  'unsloth-Apriel-1.5.jinja': ['llama3-json', 3],
  'unsloth-mistral-Devstral-Small-2507.jinja': ['mistral', 3],
  'upstage-Solar-Open-100B.jinja': ['solar-open', 3],
  // LFM2.5 writes strings between single quotes, unescaped; lfm2 reads a quote as text unless
  // the call goes on after it (LFM2-8B-A1B and LFM2.5-Instruct leave calls out).
  'LFM2.5-8B-A1B.jinja': ['lfm2', 3],
};

/**
 * Templates whose past calls cannot be rendered by Python's Jinja2 as transformers runs it either:
 * Kimi K2 Instruct/Thinking call `list.append`, which the sandbox forbids.
 */
const UNRENDERABLE = new Set(['Kimi-K2-Instruct.jinja', 'Kimi-K2-Thinking.jinja']);

describe.skipIf(templates.size === 0)('findTemplateFormat on the real templates', () => {
  if (templates.size === 0) it.skip(NO_TEMPLATES_MESSAGE, () => {});
  for (const [file, source] of templates) {
    const expected = EXPECTED[file];
    if (UNRENDERABLE.has(file)) {
      it(`${file}: the template cannot render a past call`, () => {
        expect(() => findTemplateFormat(compileChatTemplate(source), tokens)).toThrow();
      });
    } else if (expected === undefined) {
      it(`${file}: no preset reads it, and the error shows what it renders`, () => {
        let error: unknown;
        try {
          findTemplateFormat(compileChatTemplate(source), tokens);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(Error);
        // A template the JS engine renders shows its rendering of the probe turn (which may
        // leave the calls out: some templates ignore `tool_calls`).
        if (error instanceof ChatTemplateError && !error.message.startsWith('The chat template')) {
          expect(error.message).toMatch(
            /^(No preset reads back|This chat template writes nothing)/,
          );
          expect(error.message).toContain('--- turn with 1 call(s) ---');
        }
      });
    } else {
      it(`${file} → ${expected[0]}, ${expected[1]} probe call(s) read back exactly`, () => {
        const format = findTemplateFormat(compileChatTemplate(source), tokens);
        expect([format.preset.name, format.callsReadBack]).toEqual([...expected]);
      });
    }
  }
});
