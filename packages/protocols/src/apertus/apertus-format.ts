import { declareFormat } from '../format-declaration/format-declaration';
import { apertusGrammar } from './apertus-grammar';
import { apertusProtocol } from './apertus-protocol';
import { apertusSystemPrompt } from './apertus-system-prompt';

/** `<|tools_prefix|>[{"get_weather": {…}}]<|tools_suffix|>`: the tool's name is the key. */
export const apertusFormat = declareFormat({
  name: 'apertus',
  protocol: apertusProtocol,
  presets: [
    {
      name: 'apertus',
      description:
        'Swiss AI Apertus: `<|tools_prefix|>[{"get_weather": {"city": "Paris"}}]<|tools_suffix|>`, a JSON list of objects keyed by the tool\'s name; thinking in `<|inner_prefix|>…<|inner_suffix|>`.',
      systemPrompt: apertusSystemPrompt,
    },
  ],
  models: [{ preset: 'apertus', match: /apertus/, priority: 140 }],
  reasoning: { startInside: [] },
  grammar: apertusGrammar,
  catalog: [{}],
});
