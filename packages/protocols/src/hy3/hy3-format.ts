import { declareFormat } from '../format-declaration/format-declaration';
import { hy3Grammar } from './hy3-grammar';
import { hy3Protocol } from './hy3-protocol';
import { hy3SystemPrompt } from './hy3-system-prompt';

/** `<tool_calls><tool_call>NAME<tool_sep><arg_key>…<arg_value>…` */
export const hy3Format = declareFormat({
  name: 'hy3',
  protocol: hy3Protocol,
  presets: [
    {
      name: 'hy3',
      description:
        'Tencent Hy3 (Hunyuan HY v3/v4): `<tool_calls><tool_call>NAME<tool_sep><arg_key>K</arg_key><arg_value>V</arg_value></tool_call></tool_calls>`.',
      systemPrompt: hy3SystemPrompt,
    },
  ],
  // `tencent/Hy3-preview`, `hy3-preview-4bit`, `Hunyuan-HY-v3`; not Hunyuan-A13B (JSON lists).
  models: [
    {
      preset: 'hy3',
      match: /(?:^|[/:_ -])(?:hunyuan[-_ ]?)?hy[-_ ]?v?[34](?![\d.])/,
      priority: 70,
    },
  ],
  reasoning: { startInside: [] },
  grammar: hy3Grammar,
  catalog: [{}],
});
