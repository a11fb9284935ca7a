import type { RootSchema } from './resolve-root-schema';
import type { RXMLParseOptions } from './rxml-parse-options';
import { DEFAULT_MAX_DEPTH, TreeBuilder } from './tree-builder';
import type { XmlScanEvent } from './xml-scan-event';

/**
 * The builder shared by `parse` and the streaming scanner, so the two read every input the same way.
 *
 * @param root - the resolved tool schema
 * @param rootTag - the call element's name when the input ends with its close tag
 * @param onEvent - scanner events, or `undefined` for `parse`
 */
export function createTreeBuilder(
  root: RootSchema,
  options: RXMLParseOptions,
  rootTag: string | undefined,
  onEvent: ((event: XmlScanEvent) => void) | undefined,
): TreeBuilder {
  return new TreeBuilder({
    resolver: root.resolver,
    rootInfo: root.rootInfo,
    rootTag,
    textNodeName: options.textNodeName ?? '#text',
    throwOnDuplicateStringTags: options.throwOnDuplicateStringTags ?? true,
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    onEvent,
  });
}
