import { declareFormat } from '../format-declaration/format-declaration';
import { gigachat35Grammar } from './gigachat35-grammar';
import { gigachat35Protocol } from './gigachat35-protocol';
import { gigachat35SystemPrompt } from './gigachat35-system-prompt';

/** `<｜GCML｜tool_calls><｜GCML｜invoke name=…><｜GCML｜parameter name=… string=…>…` */
export const gigachat35Format = declareFormat({
  name: 'gigachat35',
  protocol: gigachat35Protocol,
  grammar: gigachat35Grammar,
  presets: [
    {
      name: 'gigachat35',
      description:
        'GigaChat 3.5: `<｜GCML｜tool_calls><｜GCML｜invoke name="NAME"><｜GCML｜parameter name="K" string="true">V</｜GCML｜parameter></｜GCML｜invoke></｜GCML｜tool_calls>`.',
      systemPrompt: gigachat35SystemPrompt,
    },
  ],
  // `ai-sage/GigaChat3.5-…`: before GigaChat 3 and 3.1's JSON (`gigachat`, 140).
  models: [{ preset: 'gigachat35', match: /gigachat[-_ ]?3[._-]5(?!\d)/, priority: 130 }],
  reasoning: { startInside: [] },
  catalog: [{}],
});
