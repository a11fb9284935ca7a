/** Deeper values are refused; tool arguments are a few levels deep. */
const MAX_DEPTH = 64;

/** Options of {@link formatLiteral}. */
export interface LiteralStyle {
  /**
   * `json`: double quotes, `true` / `false` / `null`. `python`: what `repr()` of a dict prints and
   * what Gemma-style prompts ask for: single quotes, `True` / `False` / `None`.
   */
  dialect: 'json' | 'python';
  /**
   * `inline`: one line with a space after `:` and `,` (Python's `json.dumps` default, which most
   * models imitate); `pretty`: two-space indentation; `compact`: no spaces at all.
   */
  layout: 'inline' | 'pretty' | 'compact';
}

/**
 * Writes a JSON-like value as a model would write it inside a tool call: JSON or a Python
 * literal, inline, pretty-printed or compact.
 *
 * @param value - Plain data (objects, arrays, strings, finite numbers, booleans, null).
 * @param style - Dialect and layout.
 * @returns The literal text.
 */
export function formatLiteral(value: unknown, style: LiteralStyle): string {
  return write(value, style, 0);
}

function write(value: unknown, style: LiteralStyle, depth: number): string {
  if (depth > MAX_DEPTH)
    throw new RangeError(`formatLiteral: value nested deeper than ${MAX_DEPTH}.`);
  const python = style.dialect === 'python';
  if (value === null || value === undefined) return python ? 'None' : 'null';
  if (typeof value === 'boolean') return python ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`formatLiteral: ${value} is not finite.`);
    return String(value);
  }
  if (typeof value === 'string') return python ? pythonString(value) : JSON.stringify(value);
  if (Array.isArray(value)) {
    return wrap(
      '[',
      ']',
      value.map((item) => write(item, style, depth + 1)),
      style,
      depth,
    );
  }
  if (typeof value === 'object') {
    const colon = style.layout === 'compact' ? ':' : ': ';
    const entries = Object.entries(value).map(
      ([key, item]) =>
        `${python ? pythonString(key) : JSON.stringify(key)}${colon}${write(item, style, depth + 1)}`,
    );
    return wrap('{', '}', entries, style, depth);
  }
  throw new TypeError(`formatLiteral: cannot write a ${typeof value}.`);
}

function wrap(
  open: string,
  close: string,
  items: string[],
  style: LiteralStyle,
  depth: number,
): string {
  if (items.length === 0) return `${open}${close}`;
  if (style.layout === 'compact') return `${open}${items.join(',')}${close}`;
  if (style.layout === 'inline') return `${open}${items.join(', ')}${close}`;
  const inner = '  '.repeat(depth + 1);
  return `${open}\n${inner}${items.join(`,\n${inner}`)}\n${'  '.repeat(depth)}${close}`;
}

function pythonString(text: string): string {
  let out = "'";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}'`;
}
