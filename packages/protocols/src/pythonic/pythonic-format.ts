import { declareFormat } from '../format-declaration/format-declaration';
import { pythonicGrammar } from './pythonic-grammar';
import { pythonicProtocol } from './pythonic-protocol';
import { pythonicSystemPrompt } from './pythonic-system-prompt';

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
  // Llama 3.2 and 4, which write both this and JSON, get `llama3-json`, which reads both; this
  // preset is for models that write only call lists: ToolACE (trained on them; its Llama-based
  // ids name Llama too, so it comes before the Llama rules).
  models: [{ preset: 'pythonic', match: /toolace/, priority: 14 }],
  reasoning: { startInside: [] },
  grammar: pythonicGrammar,
  catalog: [{}],
});
