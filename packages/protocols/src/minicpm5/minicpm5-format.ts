import { declareFormat } from '../format-declaration/format-declaration';
import { minicpm5Grammar } from './minicpm5-grammar';
import { minicpm5Protocol } from './minicpm5-protocol';
import { minicpm5SystemPrompt } from './minicpm5-system-prompt';

/** `<function name="NAME"><param name="K">V</param></function>` */
export const minicpm5Format = declareFormat({
  name: 'minicpm5',
  protocol: minicpm5Protocol,
  presets: [
    {
      name: 'minicpm5',
      description:
        'MiniCPM5: `<function name="NAME"><param name="K">V</param></function>` (also `<param name="K" value="V"/>`).',
      systemPrompt: minicpm5SystemPrompt,
    },
  ],
  // `openbmb/MiniCPM5-2B`, `MiniCPM5-2B-GGUF`, `minicpm5:2b`; MiniCPM 3/4 wrote other formats.
  models: [{ preset: 'minicpm5', match: /minicpm[-_ ]?5/, priority: 70 }],
  reasoning: { startInside: [] },
  grammar: minicpm5Grammar,
  catalog: [{}],
});
