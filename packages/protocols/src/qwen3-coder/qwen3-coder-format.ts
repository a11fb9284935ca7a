import { declareFormat } from '../format-declaration/format-declaration';
import { versionAfter } from '../format-declaration/model-version';
import { qwen3CoderGrammar } from './qwen3-coder-grammar';
import { qwen3CoderProtocol } from './qwen3-coder-protocol';
import { qwen3CoderSystemPrompt } from './qwen3-coder-system-prompt';

const qwenVersion = versionAfter('qwen');

/** `<tool_call><function=NAME><parameter=KEY>…` */
export const qwen3CoderFormat = declareFormat({
  name: 'qwen3-coder',
  protocol: qwen3CoderProtocol,
  presets: [
    {
      name: 'qwen3-coder',
      description:
        "Qwen3-Coder, Qwen3.5 and Qwen3.6: `<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>`, the tools listed in the model's own `<tools>` block.",
      systemPrompt: qwen3CoderSystemPrompt,
    },
  ],
  models: [
    // NVIDIA Nemotron-3 uses the Qwen3-Coder XML format (Llama-based Nemotrons fall through).
    { preset: 'qwen3-coder', match: /nemotron[-_ ]?3(?!\d)/, priority: 70 },
    // StepFun Step-3.5 writes this format (Step-3 its own `steptml:` tags: step3).
    { preset: 'qwen3-coder', match: /(?:^|[/:_ -])step[-_ ]?3(?:\.|p)5(?!\d)/, priority: 70 },
    // Qwen3-Coder and Qwen3.5+ write XML; Qwen2/2.5/3 write Hermes JSON (priority 81).
    {
      preset: 'qwen3-coder',
      match: /qwen/,
      accept: (id) => {
        if (/qwq/.test(id)) return false;
        const v = qwenVersion(id);
        return (
          v !== undefined && v.major === 3 && (v.minor >= 5 || /qwen[-_ ]?3[-_ ]?coder/.test(id))
        );
      },
      priority: 80,
    },
  ],
  reasoning: { startInside: [] },
  grammar: qwen3CoderGrammar,
  catalog: [{}],
});
