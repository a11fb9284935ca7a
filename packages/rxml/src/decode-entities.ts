const NAMED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** Longest entity body worth looking at: `#x10FFFF` is 8 characters. */
const MAX_ENTITY_LENGTH = 8;

/**
 * Decodes the five predefined XML entities and numeric character references in text that is not
 * raw. Anything else that starts with `&` (a raw `&`, `&nbsp;`, `&#xZZ;`, a code point out of range)
 * is kept literally, because models write bare ampersands all the time. One pass, linear.
 *
 * @param text - element text outside CDATA
 * @returns the decoded text
 */
export function decodeEntities(text: string): string {
  let amp = text.indexOf('&');
  if (amp === -1) return text;
  let out = '';
  let copied = 0;
  while (amp !== -1) {
    const semi = text.indexOf(';', amp + 1);
    if (semi === -1) break;
    if (semi - amp - 1 <= MAX_ENTITY_LENGTH) {
      const decoded = decodeOne(text.slice(amp + 1, semi));
      if (decoded !== undefined) {
        out += text.slice(copied, amp) + decoded;
        copied = semi + 1;
      }
    }
    amp = text.indexOf('&', amp + 1);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function decodeOne(body: string): string | undefined {
  if (body.charCodeAt(0) !== 0x23 /* # */) {
    return Object.hasOwn(NAMED, body) ? NAMED[body] : undefined;
  }
  const hex = body.charCodeAt(1) === 0x78 /* x */ || body.charCodeAt(1) === 0x58; /* X */
  const digits = body.slice(hex ? 2 : 1);
  if (digits.length === 0) return undefined;
  const valid = hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  // XML forbids NUL and lone surrogates; keep such references as written.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}
