import { hasErrorMarker, RXMLError } from './rxml-error';

const symbol = Symbol.for('tool.rxml.duplicate-string-tag-error');

/**
 * A property whose schema type is `string` appears twice in the same object. Its raw text cannot
 * be merged, so rather than guess, parsing stops (unless `throwOnDuplicateStringTags: false`).
 */
export class RXMLDuplicateStringTagError extends RXMLError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the global symbol
  private readonly [symbol] = true;
  declare readonly code: 'DUPLICATE_STRING_TAG';

  /** The repeated tag name. */
  readonly tagName: string;

  /**
   * @param tagName - the repeated tag name
   * @param position - 0-based offset of the second opening tag's `<`
   */
  constructor(tagName: string, position: number) {
    super(
      'DUPLICATE_STRING_TAG',
      `Expected at most one <${tagName}> element (its schema type is string), but found another at offset ${position}`,
      position,
    );
    this.name = 'RXMLDuplicateStringTagError';
    this.tagName = tagName;
  }

  /** True when `error` is an `RXMLDuplicateStringTagError` from any copy of this package. */
  static override isInstance(error: unknown): error is RXMLDuplicateStringTagError {
    return hasErrorMarker(error, symbol);
  }
}
