import { withFallbackProtocols } from '../fallback/with-fallback-protocols';
import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { pythonicProtocol } from '../pythonic/pythonic-protocol';
import { llama3JsonGrammar } from './llama3-json-grammar';
import { llama3JsonProtocol } from './llama3-json-protocol';
import { llama3JsonSystemPrompt } from './llama3-json-system-prompt';

const llamaVersion = versionAfter('llama');

/** Bare `{"name": …, "parameters": …}` objects. */
export const llama3JsonFormat = declareFormat({
  name: 'llama3-json',
  protocol: llama3JsonProtocol,
  presets: [
    {
      name: 'llama3-json',
      description:
        'Llama 3.x and Llama 4: bare `{"name": …, "parameters": …}` objects, optionally after `<|python_tag|>`, separated by `;` or newlines; pythonic call lists (`[get_weather(city=\'Seoul\')]`, `<|python_start|>…`) are read too.',
      // Llama 3.2 and 4 write both shapes: their templates teach the JSON object, and the models
      // also answer with pythonic lists (Meta's prompt guide for 3.2 1B/3B and Llama 4). JSON wins
      // wherever both could read a call.
      protocol: () => withFallbackProtocols(llama3JsonProtocol(), [pythonicProtocol()]),
      systemPrompt: llama3JsonSystemPrompt,
    },
  ],
  models: [
    // Llama 3.1, 3.2 (all sizes), 3.3 and 4; Llama 3.0 had no tool format. The chat templates of
    // 3.1 to 3.3 teach `{"name", "parameters"}` (rendered: Llama-3.2-3B-Instruct's does too).
    {
      preset: 'llama3-json',
      match: /llama/,
      accept: (id) => {
        const v = llamaVersion(id);
        if (v === undefined) return false;
        return v.major === 4 || (v.major === 3 && v.minor >= 1 && v.minor <= 3);
      },
      priority: 90,
    },
  ],
  reasoning: { startInside: [] },
  grammar: llama3JsonGrammar,
  catalog: [{}],
});
