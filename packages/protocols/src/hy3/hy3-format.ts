import { declareFormat } from '../format-declaration/format-declaration';
import { hy3Grammar } from './hy3-grammar';
import { hy3Protocol } from './hy3-protocol';
import { hy3SystemPrompt, hy4SystemPrompt } from './hy3-system-prompt';

/** The suffix of Hy v4's open checkpoints (`<tool_calls:opensource>`, `<think:opensource>`). */
const HY4_SUFFIX = ':opensource';

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
    {
      name: 'hy4',
      description:
        'Tencent Hy4 (Hunyuan HY v4 with a suffixed vocabulary): `<tool_calls:opensource><tool_call:opensource>NAME<arg_key:opensource>K</arg_key:opensource><arg_value:opensource>V</arg_value:opensource></tool_call:opensource></tool_calls:opensource>`, any suffix read.',
      protocol: () => hy3Protocol({ tokenSuffix: HY4_SUFFIX }),
      systemPrompt: hy4SystemPrompt,
    },
  ],
  // `tencent/Hy3-preview`, `hy3-preview-4bit`, `Hunyuan-HY-v3`; not Hunyuan-A13B (JSON lists).
  // `tencent/Hy4-preview`, `hy4-preview-FP8`: the suffixed v4 checkpoints, before the Hy3 rule.
  models: [
    { preset: 'hy4', match: /(?:^|[/:_ -])hy[-_ ]?4(?![\d.])/, priority: 69 },
    {
      preset: 'hy3',
      match: /(?:^|[/:_ -])(?:hunyuan[-_ ]?)?hy[-_ ]?v?[34](?![\d.])/,
      priority: 70,
    },
  ],
  reasoning: { startInside: [] },
  grammar: hy3Grammar,
  catalog: [{}, { variant: 'hy4', protocol: () => hy3Protocol({ tokenSuffix: HY4_SUFFIX }) }],
});
