import { declareFormat } from '../format-declaration/format-declaration';
import { solarOpenGrammar } from './solar-open-grammar';
import { solarOpenProtocol } from './solar-open-protocol';
import { solarOpenSystemPrompt } from './solar-open-system-prompt';

/** `<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{json}<|tool_call:end|><|calls|>` */
export const solarOpenFormat = declareFormat({
  name: 'solar-open',
  protocol: solarOpenProtocol,
  grammar: solarOpenGrammar,
  presets: [
    {
      name: 'solar-open',
      description:
        'Upstage Solar Open (100B): `<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{json}<|tool_call:end|><|calls|>`, thinking in `<|think|>…<|end|>`; the call id is kept.',
      systemPrompt: solarOpenSystemPrompt,
    },
  ],
  // `upstage/Solar-Open-100B`, `solar-open:100b`; after Solar Open 2's rule (priority 70), so
  // that its ids keep their own format.
  models: [{ preset: 'solar-open', match: /solar[-_ ]?open/, priority: 80 }],
  reasoning: { startInside: [] },
  catalog: [{}],
});
