import { declareFormat } from '../format-declaration/format-declaration';
import { minimaxM3Grammar } from './minimax-m3-grammar';
import { minimaxM3Protocol } from './minimax-m3-protocol';
import { minimaxM3SystemPrompt } from './minimax-m3-system-prompt';

/** `]<]minimax[>[<tool_call>]<]minimax[>[<invoke name=…>]<]minimax[>[<K>V…` */
export const minimaxM3Format = declareFormat({
  name: 'minimax-m3',
  protocol: minimaxM3Protocol,
  presets: [
    {
      name: 'minimax-m3',
      description:
        'MiniMax-M3: MiniMax-M2\'s `<tool_call>`/`<invoke name="NAME">` block with the `]<]minimax[>[` token before every tag and each argument an element of its own name (`<city>Paris</city>`).',
      systemPrompt: minimaxM3SystemPrompt,
    },
  ],
  // Before the MiniMax-M2 rule (60), which takes M2, M2.5 and any later id too.
  models: [
    {
      preset: 'minimax-m3',
      match: /minimax/,
      accept: (id) => {
        const m = /minimax[-_ ]?m(\d+)/.exec(id);
        return m !== null && Number(m[1]) >= 3;
      },
      priority: 55,
    },
  ],
  reasoning: { startInside: [] },
  grammar: minimaxM3Grammar,
  catalog: [{}],
});
