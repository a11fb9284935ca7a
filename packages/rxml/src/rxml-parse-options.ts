/** Options of `RXML.parse` (the streaming scanner takes the same ones). */
export interface RXMLParseOptions {
  /**
   * Key for text that sits beside child elements (mixed content) in elements read as objects.
   * Default `'#text'`.
   */
  textNodeName?: string;
  /**
   * Throw `RXMLDuplicateStringTagError` when a string-typed property appears twice in one object.
   * Default `true`. When `false`, the first occurrence is kept and later ones are read (as raw
   * text, to find where they end) and dropped: the first value may already have been streamed.
   */
  throwOnDuplicateStringTags?: boolean;
  /** Deepest element nesting accepted before `RXMLParseError` (`MAX_DEPTH`). Default 256. */
  maxDepth?: number;
}
