import { type FormatGrammar, unsupportedGrammar } from '../grammar/call-shape';

/** Not compiled yet: the arguments are Python literals, which the compiler does not write. */
export const pythonicGrammar: FormatGrammar = () =>
  unsupportedGrammar(
    'pythonic calls are Python expressions (keyword arguments, single-quoted strings, True/None); the grammar compiler writes JSON and XML values only.',
  );
