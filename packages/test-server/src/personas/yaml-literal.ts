/** Deeper values are refused; tool arguments are a few levels deep. */
const MAX_DEPTH = 32;

/**
 * Writes tool arguments as the YAML body of a `yaml-xml` call, the way a model writes it: one
 * `name: value` line per argument, text with line breaks as a `|` block, lists and objects as
 * indented YAML. Single-line text is written in double quotes (JSON escapes are valid YAML), so a
 * value such as `yes`, `1.0` or `a: b` stays a string.
 *
 * @param args - The arguments object.
 * @returns The body lines, without a trailing newline.
 */
export function yamlLiteral(args: Record<string, unknown>): string {
  return mapping(args, 0, 0).join('\n');
}

function mapping(value: Record<string, unknown>, indent: number, depth: number): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    lines.push(...entry(`${pad}${yamlKey(key)}:`, item, indent, depth));
  }
  return lines;
}

/** The lines of one `key:` or `-` entry whose value is `item`, the head already indented. */
function entry(head: string, item: unknown, indent: number, depth: number): string[] {
  if (depth > MAX_DEPTH) throw new RangeError(`yamlLiteral: nested deeper than ${MAX_DEPTH}.`);
  if (typeof item === 'string' && item.includes('\n') && blockSafe(item)) {
    const chomp = item.endsWith('\n') ? '' : '-';
    const body = (item.endsWith('\n') ? item.slice(0, -1) : item).split('\n');
    const pad = ' '.repeat(indent + 2);
    return [`${head} |${chomp}`, ...body.map((line) => (line === '' ? '' : `${pad}${line}`))];
  }
  if (Array.isArray(item)) {
    if (item.length === 0) return [`${head} []`];
    const pad = ' '.repeat(indent + 2);
    return [head, ...item.flatMap((element) => entry(`${pad}-`, element, indent + 2, depth + 1))];
  }
  if (item !== null && typeof item === 'object') {
    const fields = Object.entries(item);
    if (fields.length === 0) return [`${head} {}`];
    return [head, ...mapping(item as Record<string, unknown>, indent + 2, depth + 1)];
  }
  return [`${head} ${scalar(item)}`];
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`yamlLiteral: ${value} is not finite.`);
  }
  return String(value);
}

function yamlKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(key) ? key : JSON.stringify(key);
}

/**
 * A `|` block keeps text as it is, except what YAML cannot hold there: a first line of content
 * that starts with a space (it would set the indentation), lines of only spaces, more than one
 * trailing newline, tabs at a line's start and carriage returns. Such text goes in double quotes.
 */
function blockSafe(text: string): boolean {
  const lines = text.split('\n');
  const first = lines.find((line) => line.length > 0);
  return (
    first !== undefined &&
    !first.startsWith(' ') &&
    !lines.some((line) => line.length > 0 && line.trim() === '') &&
    !text.endsWith('\n\n') &&
    !text.includes('\r') &&
    !/(^|\n)\t/.test(text)
  );
}
