import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { functionGemmaSystemPrompt } from './function-gemma-system-prompt';
import { gemma4Grammar } from './gemma4-grammar';
import { gemma4Protocol } from './gemma4-protocol';
import { gemma4SystemPrompt } from './gemma4-system-prompt';

const gemmaVersion = versionAfter('gemma');

/** `<|tool_call>call:NAME{k:<|"|>v<|"|>}<tool_call|>` (and FunctionGemma's `<escape>` form). */
export const gemma4Format = declareFormat({
  name: 'gemma4',
  protocol: gemma4Protocol,
  presets: [
    {
      name: 'gemma4',
      description:
        'Gemma 4\'s native calls: `<|tool_call>call:NAME{city:<|"|>Paris<|"|>,days:3}<tool_call|>`, tools declared as `<|tool>declaration:…<tool|>` in the system turn, thinking in `<|channel>thought…<channel|>`. The `gemma` preset stays the prompted fence format of Gemma 1–3.',
      systemPrompt: gemma4SystemPrompt,
    },
    {
      name: 'function-gemma',
      description:
        'FunctionGemma (270M): `<start_function_call>call:NAME{city:<escape>Paris<escape>}<end_function_call>`.',
      protocol: () => gemma4Protocol({ dialect: 'functiongemma' }),
      systemPrompt: functionGemmaSystemPrompt,
    },
  ],
  models: [
    // Before the `gemma` rule (110), which takes Gemma 1–3 and ids without a version.
    { preset: 'function-gemma', match: /function-?gemma/, priority: 100 },
    {
      preset: 'gemma4',
      match: /gemma/,
      accept: (id) => {
        const v = gemmaVersion(id);
        return v !== undefined && v.major >= 4;
      },
      priority: 100,
    },
  ],
  // Gemma 4 thinks only when the system turn asks (`<|think|>`); its output opens the channel.
  reasoning: { startInside: [] },
  grammar: gemma4Grammar,
  catalog: [
    {},
    { variant: 'FunctionGemma', protocol: () => gemma4Protocol({ dialect: 'functiongemma' }) },
  ],
});
