/**
 * Whether `c` may appear in a tool or argument name written without quotes (Mistral's
 * `NAME[ARGS]`, pythonic `name(key=…)`): letters, digits, `_`, `.`, `-`, `:`, `/` and any
 * non-ASCII character — wide enough for `search.web-v2` or `ns/tool`.
 */
export function isToolNameChar(c: string): boolean {
  const code = c.charCodeAt(0);
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    c === '_' ||
    c === '.' ||
    c === '-' ||
    c === ':' ||
    c === '/' ||
    code > 127
  );
}
