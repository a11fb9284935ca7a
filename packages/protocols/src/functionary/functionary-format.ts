import { declareFormat } from '../format-declaration/format-declaration';
import { functionaryGrammar } from './functionary-grammar';
import { functionaryProtocol } from './functionary-protocol';
import { functionarySystemPrompt, functionaryV31SystemPrompt } from './functionary-system-prompts';

/** MeetKai Functionary: `>>>name\n{…}` (v3.2) and `<function=name>{…}</function>` (v3.1). */
export const functionaryFormat = declareFormat({
  name: 'functionary',
  protocol: functionaryProtocol,
  presets: [
    {
      name: 'functionary',
      description:
        'MeetKai Functionary v3.2: `>>>get_weather\\n{"city": "Paris"}`, several in a row, `>>>all\\n` before text for the user; v3.1\'s `<function=…>` is read too.',
      systemPrompt: functionarySystemPrompt,
    },
    {
      name: 'functionary-v31',
      description:
        'MeetKai Functionary v3.1 (Llama 3.1 based): `<function=get_weather>{"city": "Paris"}</function>`.',
      protocol: () => functionaryProtocol('v3.1'),
      systemPrompt: functionaryV31SystemPrompt,
    },
  ],
  models: [
    // Llama-based fine-tunes: before the Llama rules (90).
    { preset: 'functionary-v31', match: /functionary.*v3[._-]?1(?!\d)/, priority: 15 },
    // v1 and v2 (`<|recipient|>` messages) write neither format.
    { preset: 'functionary', match: /functionary(?!.*[-_]v[12](?!\d))/, priority: 16 },
  ],
  reasoning: { startInside: [] },
  grammar: functionaryGrammar,
  catalog: [{}, { variant: 'v3.1', protocol: () => functionaryProtocol('v3.1') }],
});
