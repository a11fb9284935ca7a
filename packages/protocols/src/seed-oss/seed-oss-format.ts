import { declareFormat } from '../format-declaration/format-declaration';
import { seedOssGrammar } from './seed-oss-grammar';
import { seedOssProtocol } from './seed-oss-protocol';
import { seedOssSystemPrompt } from './seed-oss-system-prompt';

/** `<seed:tool_call><function=NAME><parameter=K>V</parameter></function></seed:tool_call>` */
export const seedOssFormat = declareFormat({
  name: 'seed-oss',
  protocol: seedOssProtocol,
  presets: [
    {
      name: 'seed-oss',
      description:
        'ByteDance Seed-OSS: `<seed:tool_call><function=NAME><parameter=K>V</parameter></function></seed:tool_call>`, thinking in `<seed:think>…</seed:think>`.',
      systemPrompt: seedOssSystemPrompt,
    },
  ],
  // `ByteDance-Seed/Seed-OSS-36B-Instruct`, `seed-oss:36b`, `bytedance/seed-oss-36b-instruct`.
  models: [{ preset: 'seed-oss', match: /seed[-_ ]?oss/, priority: 60 }],
  // Its template opens no thinking in the prompt; the model writes `<seed:think>` itself.
  reasoning: { startInside: [] },
  grammar: seedOssGrammar,
  catalog: [{}],
});
