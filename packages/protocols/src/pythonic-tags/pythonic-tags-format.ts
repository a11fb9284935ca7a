import { declareFormat } from '../format-declaration/format-declaration';
import { pythonicTagsGrammar } from './pythonic-tags-grammar';
import { pythonicTagsProtocol } from './pythonic-tags-protocol';
import { lfm2SystemPrompt, olmo3SystemPrompt } from './pythonic-tags-system-prompts';

/** Pythonic calls between a model's own markers (LFM2, Olmo 3). */
export const pythonicTagsFormat = declareFormat({
  name: 'pythonic-tags',
  protocol: pythonicTagsProtocol,
  presets: [
    {
      name: 'lfm2',
      description:
        'Liquid LFM2 / LFM2.5: `<|tool_call_start|>[get_weather(city="Paris", days=3)]<|tool_call_end|>`, a Python list of calls (or a JSON list) between its tool-call tokens.',
      protocol: () => pythonicTagsProtocol('lfm2'),
      systemPrompt: lfm2SystemPrompt,
    },
    {
      name: 'olmo3',
      description:
        "Olmo 3: `<function_calls>get_weather(city='Paris')\\nget_time()</function_calls>`, one Python call per line.",
      protocol: () => pythonicTagsProtocol('olmo3'),
      systemPrompt: olmo3SystemPrompt,
    },
  ],
  models: [
    { preset: 'lfm2', match: /lfm[-_ ]?2/, priority: 140 },
    { preset: 'olmo3', match: /olmo[-_ ]?3/, priority: 140 },
  ],
  reasoning: { startInside: [] },
  grammar: pythonicTagsGrammar,
  catalog: [{}, { variant: 'Olmo 3', protocol: () => pythonicTagsProtocol('olmo3') }],
});
