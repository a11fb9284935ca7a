import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
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
        'Llama 3.x: bare `{"name": …, "parameters": …}` objects, optionally after `<|python_tag|>`, separated by `;` or newlines.',
      systemPrompt: llama3JsonSystemPrompt,
    },
  ],
  models: [
    // Llama 3.1/3.3 (and the 3.2 vision models, built on 3.1); Llama 3.0 had no tool format.
    {
      preset: 'llama3-json',
      match: /llama/,
      accept: (id) => {
        const v = llamaVersion(id);
        if (v === undefined || v.major !== 3) return false;
        return v.minor === 1 || v.minor === 3 || (v.minor === 2 && /vision|11b|90b/.test(id));
      },
      priority: 90,
    },
  ],
  reasoning: { startInside: [] },
  grammar: llama3JsonGrammar,
  catalog: [{}],
});
