import { literal } from './grammar-rules';

/**
 * A grammar expression for one character that is none of `chars`, written so that both engines
 * read it alike. XGrammar (every version up to its current source) compares an ASCII character
 * against a negated class's ranges by the ranges' low byte only, so `[^｜]` (U+FF5C) also refuses
 * `\` (0x5C): a DeepSeek DSML value with a backslash was refused by vLLM's and SGLang's grammar
 * engine. Each ASCII character such a low byte would wrongly refuse is allowed again as a literal
 * beside the class; llama.cpp, which reads the class right, merges the two identical paths.
 */
export function notIn(chars: readonly string[]): string {
  const unique = [...new Set(chars)];
  // A `-` last is a plain character in both engines' classes.
  const ordered = [...unique.filter((c) => c !== '-'), ...unique.filter((c) => c === '-')];
  const cls = `[^${ordered.map(classChar).join('')}]`;
  const restored = lowByteShadows(unique);
  return restored.length === 0 ? cls : `( ${[cls, ...restored.map(literal)].join(' | ')} )`;
}

/**
 * A grammar expression for one ASCII character that is none of `chars`. XGrammar up to 0.1.29 (the
 * version vLLM pins) lets every non-ASCII character through a negated class, so where a marker's
 * next letter is non-ASCII (`｜` after `<` in DeepSeek's DSML) no class can tell that letter from
 * the others: there the grammar takes only ASCII besides the markers' own letters.
 */
export function asciiNotIn(chars: readonly string[]): string {
  const excluded = new Set(chars.map((ch) => ch.codePointAt(0)));
  const ranges: string[] = [];
  for (let code = 0; code < 0x80; code++) {
    if (excluded.has(code)) continue;
    let last = code;
    while (last + 1 < 0x80 && !excluded.has(last + 1)) last++;
    ranges.push(last === code ? hex(code) : `${hex(code)}-${hex(last)}`);
    code = last;
  }
  return `[${ranges.join('')}]`;
}

function hex(code: number): string {
  return `\\x${code.toString(16).padStart(2, '0')}`;
}

/** ASCII characters that XGrammar would refuse for sharing a low byte with an excluded one. */
export function lowByteShadows(chars: readonly string[]): string[] {
  const excluded = new Set(chars);
  const shadows = chars
    .map((ch) => ch.codePointAt(0) as number)
    .filter((code) => code > 0x7f && (code & 0xff) < 0x80)
    .map((code) => String.fromCodePoint(code & 0xff))
    .filter((ascii) => !excluded.has(ascii));
  return [...new Set(shadows)];
}

/** Whether the text's first character lies beyond ASCII (where XGrammar's classes go wrong). */
export function isNonAscii(text: string): boolean {
  return (text.codePointAt(0) as number) > 0x7f;
}

// `^` needs no escape past the class's first place (llama.cpp refuses `\^`).
function classChar(ch: string): string {
  if (ch === ']' || ch === '\\' || ch === '[') return `\\${ch}`;
  if (ch === '\n') return '\\n';
  if (ch === '\t') return '\\t';
  if (ch === '\r') return '\\r';
  return ch;
}
