import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { glmGrammar } from './glm-grammar';
import { glmProtocol } from './glm-protocol';
import { glmSystemPrompt } from './glm-system-prompt';

const glmVersion = versionAfter('glm');

/** `<tool_call>NAME<arg_key>…<arg_value>…` */
export const glmFormat = declareFormat({
  name: 'glm',
  protocol: glmProtocol,
  presets: [
    {
      name: 'glm',
      description:
        'GLM-4.5/4.6 and GLM-4.7/5: `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>`.',
      systemPrompt: glmSystemPrompt,
    },
  ],
  models: [
    // GLM-4.5/4.6 and 4.7/5; GLM-4-0414, ChatGLM and earlier wrote other formats.
    {
      preset: 'glm',
      match: /glm/,
      accept: (id) => {
        const v = glmVersion(id);
        return v !== undefined && (v.major > 4 || (v.major === 4 && v.minor >= 5));
      },
      priority: 50,
    },
  ],
  reasoning: { startInside: [] },
  grammar: glmGrammar,
  catalog: [{}],
});
