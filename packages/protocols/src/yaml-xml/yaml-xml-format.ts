import { declareFormat } from '../format-declaration/format-declaration';
import { yamlXmlGrammar } from './yaml-xml-grammar';
import { yamlXmlProtocol } from './yaml-xml-protocol';
import { yamlXmlSystemPrompt } from './yaml-xml-system-prompt';

/** The tool name as the tag, a YAML body. */
export const yamlXmlFormat = declareFormat({
  name: 'yaml-xml',
  protocol: yamlXmlProtocol,
  presets: [
    {
      name: 'yaml-xml',
      description:
        'The tool name as the tag and a YAML body (block scalars for code): a format both small and frontier models follow well.',
      systemPrompt: yamlXmlSystemPrompt,
    },
  ],
  // No model family was trained on it: chosen by hand.
  models: [],
  reasoning: { startInside: [] },
  grammar: yamlXmlGrammar,
  catalog: [{}],
});
