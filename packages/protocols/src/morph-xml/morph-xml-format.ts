import { declareFormat } from '../format-declaration/format-declaration';
import { morphXmlGrammar } from './morph-xml-grammar';
import { morphXmlProtocol } from './morph-xml-protocol';
import { xmlSystemPromptTemplate } from './xml-system-prompt';

/** One XML element per call, named after the tool. */
export const morphXmlFormat = declareFormat({
  name: 'morph-xml',
  protocol: morphXmlProtocol,
  presets: [
    {
      name: 'xml',
      description:
        "The XML preset: `morphXmlProtocol()` (`<get_weather><city>Seoul</city></get_weather>`) with `xmlSystemPromptTemplate`; arguments are typed by each tool's schema. Any model; robust for small ones.",
      systemPrompt: xmlSystemPromptTemplate,
    },
  ],
  // No model family was trained on it: chosen by hand.
  models: [],
  reasoning: { startInside: [] },
  grammar: morphXmlGrammar,
  catalog: [{ representative: true }],
});
