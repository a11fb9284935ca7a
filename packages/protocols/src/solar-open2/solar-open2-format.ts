import { declareFormat } from '../format-declaration/format-declaration';
import { solarOpen2Grammar } from './solar-open2-grammar';
import { solarOpen2Protocol } from './solar-open2-protocol';
import { solarOpen2SystemPrompt } from './solar-open2-system-prompt';

/** `<|tool_call:start|>NAME\n<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|>…` */
export const solarOpen2Format = declareFormat({
  name: 'solar-open2',
  protocol: solarOpen2Protocol,
  presets: [
    {
      name: 'solar-open2',
      description:
        'Upstage Solar Open 2: `<|tool_call:start|>NAME\\n<|tool_arg:start|>K<|tool_arg:value|>V<|tool_arg:end|><|tool_call:end|>`.',
      systemPrompt: solarOpen2SystemPrompt,
    },
  ],
  // `upstage/Solar-Open-2-…`, `solar-open2`; Solar Open 1 (100B) writes JSON arguments.
  models: [{ preset: 'solar-open2', match: /solar[-_ ]?open[-_ ]?2(?![\d.])/, priority: 70 }],
  reasoning: { startInside: [] },
  grammar: solarOpen2Grammar,
  catalog: [{}],
});
