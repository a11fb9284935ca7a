import { charClass } from './char-class';
import { RXMLError } from './rxml-error';

/** Options of `RXML.stringify`. */
export interface RXMLStringifyOptions {
  /** Put child elements on their own lines, indented by two spaces per level. Default `false`. */
  format?: boolean;
  /** Write empty values (`''`, `{}`, `[]`) as `<name/>` instead of `<name></name>`. Default `false`. */
  suppressEmptyNode?: boolean;
}

/** Deepest value nesting written; deeper values (or cycles) are an error, not a stack overflow. */
const MAX_STRINGIFY_DEPTH = 1000;

/**
 * Writes a value as XML under `rootTag`, so that `RXML.parse` of the inner part gives the value
 * back for every schema-typed value.
 *
 * - Objects: one child element per own enumerable key, in order; `undefined`, functions and
 *   symbols are skipped.
 * - Arrays: one `<item>` per element (so empty and nested arrays survive).
 * - Strings: as they are, unless they contain `<`, `&` or `]]>`: then inside CDATA (with `]]>`
 *   split across two sections), which `parse` unwraps in raw and in plain text alike.
 * - Numbers, booleans, bigints: their text; `null` and non-finite numbers: `null`.
 * - With `format`, indentation goes only between child elements, never inside a leaf, so string
 *   values keep their exact text.
 *
 * @param rootTag - the outer element's name
 * @param obj - the value to write
 * @param options - see {@link RXMLStringifyOptions}
 * @throws RXMLError (`INVALID_TAG_NAME`, `MAX_DEPTH`, `CIRCULAR_REFERENCE`)
 */
export function stringify(
  rootTag: string,
  obj: unknown,
  options: RXMLStringifyOptions = {},
): string {
  const writer = new XmlWriter(options.format === true, options.suppressEmptyNode === true);
  writer.element(rootTag, obj, 0);
  return writer.out;
}

class XmlWriter {
  out = '';
  private readonly ancestors = new Set<object>();

  constructor(
    private readonly format: boolean,
    private readonly suppressEmpty: boolean,
  ) {}

  element(name: string, input: unknown, depth: number): void {
    assertTagName(name);
    const value = toJsonLike(input);
    if (typeof value !== 'object' || value === null) {
      const text = leafText(value);
      if (text === '' && this.suppressEmpty) this.out += `<${name}/>`;
      else this.out += `<${name}>${text}</${name}>`;
      return;
    }
    if (depth >= MAX_STRINGIFY_DEPTH) {
      throw new RXMLError(
        'MAX_DEPTH',
        `Expected values nested at most ${MAX_STRINGIFY_DEPTH} deep, but <${name}> is deeper`,
      );
    }
    if (this.ancestors.has(value)) {
      throw new RXMLError(
        'CIRCULAR_REFERENCE',
        `Expected a tree of values, but the value of <${name}> contains itself`,
      );
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item) => ['item', item === undefined || !isWritable(item) ? null : item])
      : Object.keys(value)
          .filter((key) => isWritable((value as Record<string, unknown>)[key]))
          .map((key) => [key, (value as Record<string, unknown>)[key]]);
    if (entries.length === 0) {
      this.out += this.suppressEmpty ? `<${name}/>` : `<${name}></${name}>`;
      return;
    }
    this.ancestors.add(value);
    this.out += `<${name}>`;
    for (const [key, child] of entries) {
      if (this.format) this.out += `\n${'  '.repeat(depth + 1)}`;
      this.element(key, child, depth + 1);
    }
    if (this.format) this.out += `\n${'  '.repeat(depth)}`;
    this.out += `</${name}>`;
    this.ancestors.delete(value);
  }
}

function isWritable(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/** Applies `toJSON` (dates and the like), as `JSON.stringify` does. */
function toJsonLike(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    return (value as { toJSON: () => unknown }).toJSON();
  }
  return value;
}

function leafText(value: unknown): string {
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'null';
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return 'null';
}

/**
 * Strings are raw text to the parser, so they are written as is; text with `<`, `&` or `]]>` goes
 * into CDATA so that it is also well-formed XML for other readers.
 */
function escapeText(text: string): string {
  if (!text.includes('<') && !text.includes('&') && !text.includes(']]>')) return text;
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function assertTagName(name: string): void {
  if (typeof name !== 'string' || !charClass.isTagName(name)) {
    throw new RXMLError(
      'INVALID_TAG_NAME',
      `Expected a tag name (letters, digits, "_", ":", "-", "."), but got ${JSON.stringify(name)}`,
    );
  }
}
