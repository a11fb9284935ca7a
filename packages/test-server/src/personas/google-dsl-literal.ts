/**
 * A value in Google's call DSL (Gemma 4, FunctionGemma), written independently of the parser's
 * writer: keys bare and in the order given, strings between the `quote` token, everything else as
 * JSON writes it.
 */
export function googleDslLiteral(value: unknown, quote: string): string {
  if (typeof value === 'string') return `${quote}${value}${quote}`;
  if (Array.isArray(value))
    return `[${value.map((item) => googleDslLiteral(item, quote)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(
      ([key, item]) => `${key}:${googleDslLiteral(item, quote)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
