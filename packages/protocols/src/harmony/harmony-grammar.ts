import type { FormatGrammar } from '../grammar/call-shape';
import { jsonCallShape } from '../grammar/json-call-shape';

const CHANNEL = '<|channel|>';

/**
 * A `commentary` message to `functions.name` with JSON content. The trigger is the channel header
 * up to the recipient, so the `analysis` channel (the model's thinking) never fires it; the
 * `<|start|>assistant` the writer puts before a message stays free text (the prompt holds the
 * first one).
 */
export const harmonyGrammar: FormatGrammar = (protocol) =>
  jsonCallShape(protocol, () => `${CHANNEL}commentary to=functions.`, [
    CHANNEL,
    '<|constrain|>',
    '<|message|>',
    '<|call|>',
  ]);
