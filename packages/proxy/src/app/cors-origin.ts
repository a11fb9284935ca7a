/** An origin (`scheme://host[:port]`) with no path; the scheme is checked apart. */
const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]+)\/?$/i;

/**
 * Reads an allowed origin as a browser sends it in `Origin`: `http://localhost:3000`,
 * `https://app.example.com`, `chrome-extension://ID`, or `*` for any. An http(s) origin is
 * written as browsers write it (lower case, no default port, no trailing slash), so
 * `HTTP://LocalHost:80/` allows `http://localhost`.
 *
 * @returns The origin, or what is wrong and how to write it instead (`localhost:3000` →
 * `…such as http://localhost:3000`).
 */
export function readCorsOrigin(text: string): { origin: string } | { problem: string } {
  const value = text.trim();
  if (value === '*') return { origin: '*' };
  const match = ORIGIN.exec(value);
  if (match === null) {
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
    if (hasScheme) {
      const url = safeUrl(value);
      const origin = url === undefined ? undefined : `${url.protocol}//${url.host}`;
      return {
        problem: `an origin, which has no path, query or fragment${origin === undefined ? '' : `: write ${origin}`}`,
      };
    }
    const host = value.split('/')[0] ?? value;
    return {
      problem: `an origin with its scheme, such as http://${host === '' ? 'localhost:3000' : host} (or * for any origin)`,
    };
  }
  const scheme = (match[1] ?? '').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    // Other schemes (browser extensions, desktop app shells) are sent as written.
    return { origin: `${scheme}://${match[2] ?? ''}` };
  }
  const url = safeUrl(value);
  if (url === undefined || url.username !== '' || url.password !== '') {
    return { problem: 'an origin such as http://localhost:3000' };
  }
  return { origin: url.origin };
}

function safeUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
