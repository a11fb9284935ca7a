import { declareFormat } from '../format-declaration/format-declaration';
import { step3Grammar } from './step3-grammar';
import { step3Protocol } from './step3-protocol';
import { step3SystemPrompt } from './step3-system-prompt';

/** `<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name=…>…` */
export const step3Format = declareFormat({
  name: 'step3',
  protocol: step3Protocol,
  presets: [
    {
      name: 'step3',
      description:
        'StepFun Step-3: `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="NAME"><steptml:parameter name="K">V</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>`.',
      systemPrompt: step3SystemPrompt,
    },
  ],
  // `stepfun-ai/step3`, `step-3`; not Step-3.5 (Qwen3-Coder's tags) or Step-Audio.
  models: [{ preset: 'step3', match: /(?:^|[/:_ -])step-?3(?![\d.])(?!-?audio)/, priority: 70 }],
  reasoning: { startInside: [] },
  grammar: step3Grammar,
  catalog: [{}],
});
