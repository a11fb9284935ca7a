import { declareFormat } from '../format-declaration/format-declaration';
import { minimaxGrammar } from './minimax-grammar';
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
  // MiniMax-M2's own template ends the prompt with `<think>\n`, but its API and many servers
  // keep `<think>` in the output, and an id cannot tell which: not marked as beginning inside
  // (docs/reasoning.md says to set startInReasoning for a raw template).
  reasoning: { startInside: [] },
  grammar: minimaxGrammar,
  catalog: [{}],
});
