import { declareFormat } from '../format-declaration/format-declaration';
import { jsonCallShape } from '../grammar/json-call-shape';
import { harmonyProtocol } from './harmony-protocol';
import { harmonySystemPrompt } from './harmony-system-prompt';

const CHANNEL = '<|channel|>';

/** gpt-oss Harmony channels. */
export const harmonyFormat = declareFormat({
  name: 'harmony',
  protocol: harmonyProtocol,
  presets: [
    {
      name: 'harmony',
      description:
        'gpt-oss Harmony: a message to `functions.NAME` on any channel is a call; `analysis` text becomes reasoning.',
      systemPrompt: harmonySystemPrompt,
    },
  ],
  models: [{ preset: 'harmony', match: /gpt[-_ ]?oss/, priority: 40 }],
  reasoning: { startInside: [], channel: 'analysis' },
  // A `commentary` message to `functions.name` with JSON content. The trigger is the channel
  // header up to the recipient, so the `analysis` channel (the model's thinking) never fires it;
  // the `<|start|>assistant` the writer puts before a message stays free text (the prompt holds
  // the first one).
  grammar: (protocol) =>
    jsonCallShape(protocol, () => `${CHANNEL}commentary to=functions.`, [
      CHANNEL,
      '<|constrain|>',
      '<|message|>',
      '<|call|>',
    ]),
  catalog: [{}],
});
