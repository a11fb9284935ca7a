import { declareFormat } from '../format-declaration/format-declaration';
import { kimiK3Grammar } from './kimi-k3-grammar';
import { kimiK3Protocol } from './kimi-k3-protocol';
import { kimiK3SystemPrompt } from './kimi-k3-system-prompt';

/** `<|open|>tools<|sep|><|open|>call tool="NAME" index="N"<|sep|>…` */
export const kimiK3Format = declareFormat({
  name: 'kimi-k3',
  protocol: kimiK3Protocol,
  presets: [
    {
      name: 'kimi-k3',
      description:
        'Kimi K3: XTML channels — `<|open|>tools<|sep|><|open|>call tool="NAME" index="1"<|sep|><|open|>argument key="K" type="string"<|sep|>V<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>`, thinking and the answer in channels of the same kind.',
      systemPrompt: kimiK3SystemPrompt,
    },
  ],
  // `moonshotai/Kimi-K3`, `moonshotai/kimi-k3`; K2, K2.5 and K2-Thinking keep `kimi-k2`.
  models: [{ preset: 'kimi-k3', match: /kimi[-_ ]?k3(?![\d.])/, priority: 60 }],
  reasoning: { startInside: [] },
  grammar: kimiK3Grammar,
  catalog: [{}],
});
