import { type FormatGrammar, unsupportedGrammar } from '../grammar/call-shape';

/** Not expressible: YAML's meaning depends on indentation, which a context-free grammar cannot track to any depth. */
export const yamlXmlGrammar: FormatGrammar = () =>
  unsupportedGrammar(
    'yaml-xml arguments are YAML, whose nesting is its indentation: a context-free grammar can follow it only to a fixed depth, so no grammar is emitted.',
  );
