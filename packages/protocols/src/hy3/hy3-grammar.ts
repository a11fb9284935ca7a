import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL } from '../grammar/json-call-shape';
import { hy3Tags } from './hy3-tags';

/**
 * GLM's key/value pairs in Hy3's block: `<tool_calls>\n<tool_call>name<tool_sep>\n`, then
 * `<arg_key>key</arg_key>\n<arg_value>value</arg_value>\n` per argument (strings raw, other
 * values JSON), then `</tool_call>\n</tool_calls>`; one call per block in the grammar. The
 * vocabulary is the setup's writer's: Hy4's suffixed tags, without `<tool_sep>`.
 */
export const hy3Grammar: FormatGrammar = (protocol) => {
  const written = protocol.formatToolCall({ toolName: GRAMMAR_PROBE_TOOL, input: {} });
  const suffix = /^<tool_calls(:[^\s<>]+)?>/.exec(written)?.[1] ?? '';
  const tags = hy3Tags(suffix);
  const toolSep = suffix === '' ? tags.toolSep : '';
  return {
    kind: 'call-shape',
    trigger: () => tags.sectionOpen,
    begin: (toolName) => `${tags.sectionOpen}\n${tags.callOpen}${toolName}${toolSep}\n`,
    end: () => `${tags.callClose}\n${tags.sectionClose}`,
    arguments: {
      kind: 'parameters',
      open: (name) => `${tags.keyOpen}${name}${tags.keyClose}\n${tags.valueOpen}`,
      close: `${tags.valueClose}\n`,
    },
    specialTokens: [
      tags.sectionOpen,
      tags.sectionClose,
      tags.callOpen,
      tags.callClose,
      ...(toolSep === '' ? [] : [toolSep]),
      tags.keyOpen,
      tags.keyClose,
      tags.valueOpen,
      tags.valueClose,
    ],
  };
};
