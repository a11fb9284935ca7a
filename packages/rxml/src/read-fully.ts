import { createTreeBuilder } from './create-tree-builder';
import type { RootSchema } from './resolve-root-schema';
import type { RXMLParseOptions } from './rxml-parse-options';
import { XmlLexer } from './xml-lexer';

/**
 * The full tolerant reader over a whole call body: the incremental core the streaming scanner
 * runs, given everything at once. `parse` uses it wherever its fast path gives up.
 *
 * @throws RXMLParseError, RXMLDuplicateStringTagError, RXMLCoercionError
 */
export function readFully(
  xml: string,
  root: RootSchema,
  options: RXMLParseOptions,
): Record<string, unknown> {
  const builder = createTreeBuilder(root, options, undefined, undefined);
  const lexer = new XmlLexer(builder, undefined);
  lexer.write(xml);
  lexer.end();
  return builder.result as Record<string, unknown>;
}
