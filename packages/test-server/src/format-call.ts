import { formatLiteral } from './format-literal';

/** The presets of `@tool/parser` whose syntax the replay scripts write. */
export type Preset = 'hermes' | 'gemma' | 'xml';

/** The presets, in a fixed order (handy for `describe.each`). */
export const PRESETS: readonly Preset[] = ['hermes', 'gemma', 'xml'];

/** How a call is laid out: see {@link formatCall}. */
export type CallLayout = 'inline' | 'pretty' | 'compact';

/**
 * Writes one tool call in the exact syntax a model prompted with `preset` produces:
 * - `hermes`: `<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n</tool_call>`;
 * - `gemma`: a ```` ```tool_call ```` fence holding a Python dict,
 *   `{'name': 'get_weather', 'arguments': {'city': 'Seoul'}}`;
 * - `xml`: `<get_weather>\n  <city>Seoul</city>\n</get_weather>`, string values written raw
 *   (models do not escape `<` or `&` in code).
 *
 * @param preset - Which syntax.
 * @param name - The tool name.
 * @param args - The arguments object.
 * @param layout - `inline` (default; one line for JSON, one argument per line for XML),
 *   `pretty` (indented JSON / dict) or `compact` (no whitespace at all).
 * @returns The call text, without surrounding newlines.
 */
export function formatCall(
  preset: Preset,
  name: string,
  args: Record<string, unknown>,
  layout: CallLayout = 'inline',
): string {
  switch (preset) {
    case 'hermes': {
      const body = formatLiteral({ name, arguments: args }, { dialect: 'json', layout });
      return layout === 'compact'
        ? `<tool_call>${body}</tool_call>`
        : `<tool_call>\n${body}\n</tool_call>`;
    }
    case 'gemma': {
      const body = formatLiteral({ name, arguments: args }, { dialect: 'python', layout });
      return `\`\`\`tool_call\n${body}\n\`\`\``;
    }
    case 'xml':
      return xmlElement(name, args, layout === 'compact' ? undefined : 0);
  }
}

/** Deeper argument values are refused; tool arguments are a few levels deep. */
const MAX_DEPTH = 32;

function xmlElement(tag: string, value: unknown, indent: number | undefined, depth = 0): string {
  if (depth > MAX_DEPTH)
    throw new RangeError(`formatCall: arguments nested deeper than ${MAX_DEPTH}.`);
  if (value === null || value === undefined) return `<${tag}/>`;
  if (typeof value !== 'object') return `<${tag}>${String(value)}</${tag}>`;
  const children = Array.isArray(value)
    ? value.map((item) => xmlElement('item', item, next(indent), depth + 1))
    : Object.entries(value).map(([key, item]) => xmlElement(key, item, next(indent), depth + 1));
  if (children.length === 0) return `<${tag}></${tag}>`;
  if (indent === undefined) return `<${tag}>${children.join('')}</${tag}>`;
  const inner = '  '.repeat(indent + 1);
  return `<${tag}>\n${inner}${children.join(`\n${inner}`)}\n${'  '.repeat(indent)}</${tag}>`;
}

function next(indent: number | undefined): number | undefined {
  return indent === undefined ? undefined : indent + 1;
}
