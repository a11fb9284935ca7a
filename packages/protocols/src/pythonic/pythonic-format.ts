import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { pythonicGrammar } from './pythonic-grammar';
import { pythonicProtocol } from './pythonic-protocol';
import { pythonicSystemPrompt } from './pythonic-system-prompt';

const llamaVersion = versionAfter('llama');

/** Python call lists: `[get_weather(city='Seoul')]`. */
export const pythonicFormat = declareFormat({
  name: 'pythonic',
  protocol: pythonicProtocol,
  presets: [
    {
      name: 'pythonic',
      description:
        "Pythonic call lists (Llama 3.2, Llama 4, ToolACE): `[get_weather(city='Seoul', days=2)]`, optionally inside `<|python_start|>…<|python_end|>`.",
      systemPrompt: pythonicSystemPrompt,
    },
  ],
  models: [
    // Llama 3.2 1B/3B and Llama 4 (the 3.2 vision models write JSON: llama3-json).
    {
      preset: 'pythonic',
      match: /llama/,
      accept: (id) => {
        const v = llamaVersion(id);
        if (v === undefined) return false;
        return v.major === 4 || (v.major === 3 && v.minor === 2 && !/vision|11b|90b/.test(id));
      },
      priority: 90,
    },
  ],
  reasoning: { startInside: [] },
  grammar: pythonicGrammar,
  catalog: [{}],
});
