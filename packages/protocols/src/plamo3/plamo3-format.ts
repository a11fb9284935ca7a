import { declareFormat } from '../format-declaration/format-declaration';
import { plamo3Grammar } from './plamo3-grammar';
import { plamo3Protocol } from './plamo3-protocol';
import { plamo3SystemPrompt } from './plamo3-system-prompt';

/** `<|plamo:begin_tool_requests:plamo|>` blocks of named JSON calls. */
export const plamo3Format = declareFormat({
  name: 'plamo3',
  protocol: plamo3Protocol,
  presets: [
    {
      name: 'plamo3',
      description:
        'Preferred Networks PLaMo 3: `<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>NAME<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{json}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|>`.',
      systemPrompt: plamo3SystemPrompt,
    },
  ],
  // `pfnet/plamo-3-nict-8b-base` and its fine-tunes (`PLaMo-3-NICT-8B-JP-YUA1-instruct`).
  models: [{ preset: 'plamo3', match: /plamo[-_ ]?3(?![\d.])/, priority: 140 }],
  reasoning: { startInside: [] },
  grammar: plamo3Grammar,
  catalog: [{}],
});
