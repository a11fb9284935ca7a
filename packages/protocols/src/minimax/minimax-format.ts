import { declareFormat } from '../format-declaration/format-declaration';
import { minimaxGrammar } from './minimax-grammar';
import { minimaxProtocol } from './minimax-protocol';
import { dotsSystemPrompt, minimaxSystemPrompt } from './minimax-system-prompt';

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
    {
      name: 'dots',
      description:
        'dots3-note (dots.ai): MiniMax-M2\'s invokes in its own block, `<dots_function_call><invoke name="NAME"><parameter name="K">V</parameter></invoke></dots_function_call>`.',
      protocol: () => minimaxProtocol('dots'),
      systemPrompt: dotsSystemPrompt,
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
    // `dots-studio/dots3-note-prev`, `dots3-note-prev-fp8`: the models vLLM's `dots` parser serves.
    { preset: 'dots', match: /(?:^|[/:_ -])dots[-_.]?3(?!\d)/, priority: 60 },
  ],
  // MiniMax-M2's own template ends the prompt with `<think>\n`, but its API and many servers
  // keep `<think>` in the output, and an id cannot tell which: not marked as beginning inside
  // (docs/reasoning.md says to set startInReasoning for a raw template).
  reasoning: { startInside: [] },
  grammar: minimaxGrammar,
  catalog: [{}, { variant: 'dots', protocol: () => minimaxProtocol('dots') }],
});
