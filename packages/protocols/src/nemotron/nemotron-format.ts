import { declareFormat } from '../format-declaration/format-declaration';
import { nemotronGrammar } from './nemotron-grammar';
import { nemotronProtocol } from './nemotron-protocol';
import { nemotronSystemPrompt } from './nemotron-system-prompt';

/** `<TOOLCALL>[…]</TOOLCALL>`, a JSON array of calls. */
export const nemotronFormat = declareFormat({
  name: 'nemotron',
  protocol: nemotronProtocol,
  presets: [
    {
      name: 'nemotron',
      description:
        'NVIDIA Nemotron-Nano v2: `<TOOLCALL>[{"name": …, "arguments": {…}}]</TOOLCALL>`, the calls of one answer as a JSON array, the tools listed in `<AVAILABLE_TOOLS>`.',
      systemPrompt: nemotronSystemPrompt,
    },
  ],
  models: [
    // Nemotron-Nano v2 (9B, 12B, their VL and language variants). Nemotron-3 writes Qwen3-Coder
    // XML (priority 70) and the Llama-based Nemotrons write Llama JSON (90).
    {
      preset: 'nemotron',
      match: /nemotron[-_ ]?nano[-_ ]?(?:\d+b[-_ ]?)?v2(?![\d.])/,
      priority: 65,
    },
    // Llama-3.3-Nemotron-Super-49B v1.5: its chat template teaches `<TOOLCALL>[…]</TOOLCALL>`
    // (vLLM's `nemotron_json` parser), not Llama JSON; before the Llama rules (90).
    { preset: 'nemotron', match: /nemotron[-_ ]super[-_ ]49b[-_ ]v1[-_.]5(?!\d)/, priority: 65 },
  ],
  reasoning: { startInside: [] },
  grammar: nemotronGrammar,
  catalog: [{}],
});
