const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The attributes of an open tag, from the text between the tag name and `>` (`name="city"
 * string="true"`): double-quoted, single-quoted or bare values, XML entities decoded. The first
 * occurrence of a name wins; the map is a `Map`, so any attribute name is plain data.
 */
export function parseTagAttributes(raw: string): Map<string, string> {
  const attributes = new Map<string, string>();
  let i = 0;
  const n = raw.length;
  while (i < n) {
    while (i < n && isSpaceOrSlash(raw.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < n && !isSpaceOrSlash(raw.charCodeAt(i)) && raw[i] !== '=') i++;
    const name = raw.slice(nameStart, i);
    while (i < n && isSpaceOrSlash(raw.charCodeAt(i))) i++;
    let value = '';
    if (raw[i] === '=') {
      i++;
      while (i < n && isSpaceOrSlash(raw.charCodeAt(i))) i++;
      const quote = raw[i];
      if (quote === '"' || quote === "'") {
        const close = raw.indexOf(quote, i + 1);
        const stop = close === -1 ? n : close;
        value = raw.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < n && !isSpaceOrSlash(raw.charCodeAt(i))) i++;
        value = raw.slice(valueStart, i);
      }
    } else if (name.length === 0) {
      i++;
      continue;
    }
    if (name.length > 0 && !attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return attributes;
}

function isSpaceOrSlash(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 47;
}

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, body: string) => {
    if (body.startsWith('#x')) return fromCodePoint(Number.parseInt(body.slice(2), 16), whole);
    if (body.startsWith('#')) return fromCodePoint(Number.parseInt(body.slice(1), 10), whole);
    return Object.hasOwn(ENTITIES, body) ? (ENTITIES[body] as string) : whole;
  });
}

function fromCodePoint(code: number, fallback: string): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}
