import { declareFormat } from '../format-declaration/format-declaration';
import { xlamGrammar } from './xlam-grammar';
import { xlamProtocol } from './xlam-protocol';
import { xlamSystemPrompt } from './xlam-system-prompt';

/** A bare JSON list of calls: `[{"name": …, "arguments": {…}}]`. */
export const xlamFormat = declareFormat({
  name: 'xlam',
  protocol: xlamProtocol,
  presets: [
    {
      name: 'xlam',
      description:
        'Salesforce xLAM: a bare JSON list `[{"name": "get_weather", "arguments": {"city": "Paris"}}]`, also in a ```` ```json ```` fence or after `</think>`.',
      systemPrompt: xlamSystemPrompt,
    },
  ],
  // Llama- and Qwen-based fine-tunes (Llama-xLAM-2-8b-fc-r): before the base models' rules.
  models: [{ preset: 'xlam', match: /xlam/, priority: 12 }],
  reasoning: { startInside: [] },
  grammar: xlamGrammar,
  catalog: [{}],
});
