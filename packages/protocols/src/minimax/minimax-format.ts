import { declareFormat } from '../format-declaration/format-declaration';
import { minimaxProtocol } from './minimax-protocol';
import { minimaxSystemPrompt } from './minimax-system-prompt';

/** `<minimax:tool_call><invoke name=…>` */
export const minimaxFormat = declareFormat({
  name: 'minimax',
  protocol: minimaxProtocol,
  presets: [
    {
      name: 'minimax',
      description:
        'MiniMax-M2: `<minimax:tool_call><invoke name="NAME"><parameter name="K">V</parameter></invoke></minimax:tool_call>`.',
      systemPrompt: minimaxSystemPrompt,
    },
  ],
  models: [
    // MiniMax-M2 and later; M1 and Text-01 wrote JSON in `<tool_calls>`.
    {
      preset: 'minimax',
      match: /minimax/,
      accept: (id) => {
        const m = /minimax[-_ ]?m(\d+)/.exec(id);
        return m !== null && Number(m[1]) >= 2;
      },
      priority: 60,
    },
  ],
  reasoning: {
    // MiniMax-M2's template ends the prompt with `<think>\n` (it always thinks): the output
    // carries only `…</think>`. An output that writes `<think>` itself still reads the same.
    startInside: [/minimax[-_ ]?m\d/],
  },
  catalog: [{}],
});
