import { declareFormat } from '../format-declaration/format-declaration';
import { harmonyGrammar } from './harmony-grammar';
import { harmonyProtocol } from './harmony-protocol';
import { harmonySystemPrompt } from './harmony-system-prompt';

/** gpt-oss Harmony channels. */
export const harmonyFormat = declareFormat({
  name: 'harmony',
  protocol: harmonyProtocol,
  presets: [
    {
      name: 'harmony',
      description:
        'gpt-oss Harmony: a message to `functions.NAME` on any channel is a call; `analysis` text becomes reasoning.',
      systemPrompt: harmonySystemPrompt,
    },
  ],
  models: [{ preset: 'harmony', match: /gpt[-_ ]?oss/, priority: 40 }],
  reasoning: { startInside: [], channel: 'analysis' },
  grammar: harmonyGrammar,
  catalog: [{}],
});
