import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { gemmaSystemPromptTemplate } from './gemma-system-prompt';
import { hermesSystemPromptTemplate } from './hermes-system-prompt';
import { jsonMixGrammar } from './json-mix-grammar';
import { jsonMixProtocol } from './json-mix-protocol';

const FENCE = '```';
const qwenVersion = versionAfter('qwen');
const gemmaVersion = versionAfter('gemma');

/** JSON calls in delimiters: Hermes `<tool_call>` tags, or Gemma's Markdown fences. */
export const jsonMixFormat = declareFormat({
  name: 'json-mix',
  protocol: jsonMixProtocol,
  presets: [
    {
      name: 'hermes',
      description:
        'The Hermes preset: `jsonMixProtocol()` (`<tool_call>{…}</tool_call>`) with `hermesSystemPromptTemplate`, instructions in the system message. Hermes, Qwen2.5/Qwen3, Granite 4 and most open fine-tunes.',
      systemPrompt: hermesSystemPromptTemplate,
    },
    {
      name: 'gemma',
      description:
        "The Gemma preset: `jsonMixProtocol` with ```` ```tool_call ```` fences and `gemmaSystemPromptTemplate`. Gemma's chat template has no system role, so the instructions (and any system text) go at the start of the first user message (`placement: 'first-user'`).",
      protocol: () =>
        jsonMixProtocol({
          toolCallStart: `${FENCE}tool_call`,
          toolCallEnd: FENCE,
          toolResponseStart: `${FENCE}tool_response`,
          toolResponseEnd: FENCE,
        }),
      systemPrompt: gemmaSystemPromptTemplate,
      placement: 'first-user',
    },
  ],
  models: [
    // Nous Hermes 2 Pro/3/4 and OpenHermes: `<tool_call>` JSON, whatever the base model.
    { preset: 'hermes', match: /hermes/, priority: 10 },
    // Qwen2, Qwen2.5, Qwen3 and QwQ (Qwen3-Coder and Qwen3.5+ are qwen3-coder's, at priority 80).
    {
      preset: 'hermes',
      match: /qwen|qwq/,
      accept: (id) => {
        if (/qwq/.test(id)) return true;
        const v = qwenVersion(id);
        return v !== undefined && (v.major === 2 || v.major === 3);
      },
      priority: 81,
    },
    // Gemma 1–3 have no tool format and are prompted; Gemma 4 and FunctionGemma have their own
    // DSLs (the gemma4 format; its rules come first).
    {
      preset: 'gemma',
      match: /gemma/,
      accept: (id) => {
        if (/functiongemma/.test(id)) return false;
        const v = gemmaVersion(id);
        return v === undefined || v.major <= 3;
      },
      priority: 110,
    },
    // Granite 4 writes Hermes JSON (Granite 3 wrote `<|tool_call|>` arrays).
    { preset: 'hermes', match: /granite[-_ ]?4/, priority: 120 },
  ],
  reasoning: {
    // The Qwen3 Thinking-2507 models' template opens `<think>` in the prompt.
    startInside: [/qwen3[^/:]*-thinking/],
  },
  grammar: jsonMixGrammar,
  catalog: [
    { representative: true },
    {
      variant: 'Markdown fence',
      protocol: () => jsonMixProtocol({ toolCallStart: `${FENCE}tool_call`, toolCallEnd: FENCE }),
    },
  ],
});
