import { declareFormat } from '../format-declaration/format-declaration';
import { deepseekGrammar } from './deepseek-grammar';
import { deepseekProtocol } from './deepseek-protocol';
import { deepseekSystemPrompt } from './deepseek-system-prompt';

/** DeepSeek V3/R1, V3.1 and V3.2/V4 DSML, read by one protocol. */
export const deepseekFormat = declareFormat({
  name: 'deepseek',
  protocol: deepseekProtocol,
  presets: [
    {
      name: 'deepseek',
      description:
        'DeepSeek V3/R1 (fenced JSON), V3.1 (`NAME<｜tool▁sep｜>{json}`) and V3.2/V4 DSML, all read by one protocol; history written in the V3.2 style.',
      systemPrompt: deepseekSystemPrompt,
    },
  ],
  // V3/R1 (and the R1 distills, whatever their base), V3.1, V3.2, V4.
  models: [{ preset: 'deepseek', match: /deepseek/, priority: 20 }],
  reasoning: {
    // R1 and its distills, and V3.1 in thinking mode (`deepseek-reasoner`), are prompted with an
    // open `<think>`; R1-0528 writes its own.
    startInside: [/deepseek-r1(?!-0528)/, /deepseek-reasoner/, /deepseek-v3[._]1[^/]*think/],
  },
  grammar: deepseekGrammar,
  catalog: [
    { variant: 'DSML' },
    { variant: 'v3.1 JSON', protocol: () => deepseekProtocol({ format: 'v3.1' }) },
  ],
});
