/** Deeper values are written as JSON, which the parser reads as well. */
const MAX_DEPTH = 64;

/**
 * Writes a value as a Python literal, the way a pythonic tool call spells its arguments:
 * `'text'` (Python's quoting and escapes), `True` / `False` / `None`, lists and dicts. Values
 * with no Python form (non-finite numbers) become `None`, as JSON would make them `null`.
 */
export function pythonLiteral(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'None';
  switch (typeof value) {
    case 'boolean':
      return value ? 'True' : 'False';
    case 'number':
      return Number.isFinite(value) ? String(value) : 'None';
    case 'string':
      return pythonString(value);
    case 'object':
      break;
    default:
      return 'None';
  }
  if (depth >= MAX_DEPTH) return JSON.stringify(value) ?? 'None';
  if (Array.isArray(value)) {
    return `[${value.map((item) => pythonLiteral(item, depth + 1)).join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  return `{${entries.map(([k, v]) => `${pythonString(k)}: ${pythonLiteral(v, depth + 1)}`).join(', ')}}`;
}

/** Python's `repr` of a string: single quotes unless the text holds `'` and no `"`. */
export function pythonString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const parts: string[] = [quote];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const escaped = escapeFor(c, quote, text, i);
    if (escaped === undefined) continue;
    parts.push(text.slice(start, i), escaped);
    start = i + 1;
  }
  parts.push(text.slice(start), quote);
  return parts.join('');
}

function escapeFor(c: number, quote: string, text: string, i: number): string | undefined {
  if (c === 92) return '\\\\';
  if (c === quote.charCodeAt(0)) return `\\${quote}`;
  if (c === 10) return '\\n';
  if (c === 13) return '\\r';
  if (c === 9) return '\\t';
  if (c < 32 || c === 127) return `\\x${c.toString(16).padStart(2, '0')}`;
  if (c >= 0xd800 && c <= 0xdfff && !isPaired(text, i, c)) {
    return `\\u${c.toString(16).padStart(4, '0')}`;
  }
  return undefined;
}

/** Whether the surrogate at `i` is half of a valid pair (kept as is) or alone (escaped). */
function isPaired(text: string, i: number, c: number): boolean {
  if (c <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  const previous = text.charCodeAt(i - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}
