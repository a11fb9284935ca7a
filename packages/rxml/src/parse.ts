import { coerceArguments } from './coerce-arguments';
import type { TypedArguments } from './note-argument';
import { parseSimple } from './parse-simple';
import { readFully } from './read-fully';
import { resolveRootSchema } from './resolve-root-schema';
import { RXMLParseError } from './rxml-parse-error';
import type { RXMLParseOptions } from './rxml-parse-options';
import { DEFAULT_MAX_DEPTH } from './tree-builder';

/**
 * Parses the inner part of a tool-call element (`<city>Seoul</city><days>3</days>`) into an
 * arguments object coerced by the tool's JSON Schema. Tolerant of what models write: raw `<` and
 * `&`, missing, mismatched and duplicated close tags, attributes, comments, CDATA, truncation.
 * String-typed properties keep their inner text exactly as written.
 *
 * @param xmlInner - the children of the call element
 * @param jsonSchema - the tool's input schema (JSON Schema or `{ jsonSchema }` wrapper); without
 *   one, structure comes from heuristics and plainly numeric text becomes a number
 * @param options - see {@link RXMLParseOptions}
 * @returns the arguments object; names such as `__proto__` are own data properties
 * @throws RXMLParseError (`MAX_DEPTH`, `INVALID_INPUT`), RXMLDuplicateStringTagError,
 *   RXMLCoercionError
 */
export function parse(
  xmlInner: string,
  jsonSchema: unknown,
  options?: RXMLParseOptions,
): Record<string, unknown> {
  if (typeof xmlInner !== 'string') {
    throw new RXMLParseError(
      'INVALID_INPUT',
      `Expected the XML text as a string, but got ${xmlInner === null ? 'null' : typeof xmlInner}`,
      0,
    );
  }
  const root = resolveRootSchema(jsonSchema);
  const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
  const simple = parseSimple(
    xmlInner,
    root,
    options?.textNodeName ?? '#text',
    options?.maxDepth ?? DEFAULT_MAX_DEPTH,
    typed,
  );
  if (simple !== undefined) {
    const { rootInfo, resolver } = root;
    if (typed.undeclared) return coerceArguments(simple, rootInfo, resolver, xmlInner.length);
    return coerceArguments(simple, rootInfo, resolver, xmlInner.length, typed.names, typed.infos);
  }
  return readFully(xmlInner, root, options ?? {});
}
