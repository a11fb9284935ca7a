import { declareFormat } from '../format-declaration/format-declaration';
import { kimiK2Grammar } from './kimi-k2-grammar';
import { kimiK2Protocol } from './kimi-k2-protocol';
import { kimiK2SystemPrompt } from './kimi-k2-system-prompt';

/** `functions.NAME:IDX` calls in a Kimi tool-call section. */
export const kimiK2Format = declareFormat({
  name: 'kimi-k2',
  protocol: kimiK2Protocol,
  presets: [
    {
      name: 'kimi-k2',
      description:
        'Kimi K2: `<|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>{json}<|tool_call_end|>…`; the `functions.NAME:IDX` id is kept.',
      systemPrompt: kimiK2SystemPrompt,
    },
  ],
  models: [{ preset: 'kimi-k2', match: /kimi[-_ ]?k2/, priority: 30 }],
  reasoning: { startInside: [] },
  grammar: kimiK2Grammar,
  catalog: [{}],
});
