import { declareFormat } from '../format-declaration/format-declaration';
import { mistralGrammar } from './mistral-grammar';
import { mistralProtocol } from './mistral-protocol';
import { mistralSystemPrompt } from './mistral-system-prompt';

/** `[TOOL_CALLS]`, in all three generations. */
export const mistralFormat = declareFormat({
  name: 'mistral',
  protocol: mistralProtocol,
  presets: [
    {
      name: 'mistral',
      description:
        'Mistral `[TOOL_CALLS]` in all three generations: a JSON array, `NAME{json}`, and `NAME[ARGS]{json}` with `[CALL_ID]`.',
      systemPrompt: mistralSystemPrompt,
    },
  ],
  models: [
    {
      preset: 'mistral',
      match: /mistral|mixtral|devstral|magistral|ministral|codestral|pixtral/,
      priority: 100,
    },
  ],
  // Magistral's `[THINK]…[/THINK]` is read by the protocol itself (its reasoning blocks).
  reasoning: { startInside: [] },
  grammar: mistralGrammar,
  catalog: [{}],
});
