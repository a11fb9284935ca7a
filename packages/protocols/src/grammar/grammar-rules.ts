/**
 * A set of named grammar rules, written in the notation both llama.cpp (GBNF) and XGrammar (its
 * EBNF) read: `name ::= body`, double-quoted literals, `[...]` classes, `( )`, `?`, `*`, `+`,
 * `{m,n}`. Rule names use lower-case letters, digits and hyphens only, which both accept.
 */
export class GrammarRules {
  private readonly bodies = new Map<string, string>();
  private readonly byBody = new Map<string, string>();
  private readonly memos = new Map<string, string>();
  /** The next number to try per name base, so that naming stays linear in the rules. */
  private readonly nextNumber = new Map<string, number>();

  /**
   * The expression `build` returns, built once per key: for a group of rules whose names are
   * reserved (self-referring), which {@link add} cannot share by body.
   */
  once(key: string, build: () => string): string {
    const known = this.memos.get(key);
    if (known !== undefined) return known;
    const built = build();
    this.memos.set(key, built);
    return built;
  }

  /**
   * Adds a rule and returns its name. A body seen before returns the earlier rule's name, so that
   * the tools' shared shapes (strings, numbers, one enum used twice) are written once.
   */
  add(hint: string, body: string): string {
    const known = this.byBody.get(body);
    if (known !== undefined) return known;
    const name = this.freeName(hint);
    this.bodies.set(name, body);
    this.byBody.set(body, name);
    return name;
  }

  /** Reserves a name for a rule whose body refers to itself (written later with {@link define}). */
  reserve(hint: string): string {
    const name = this.freeName(hint);
    this.bodies.set(name, '');
    return name;
  }

  define(name: string, body: string): void {
    this.bodies.set(name, body);
  }

  /** The grammar text, with `root` first (llama.cpp and XGrammar both start from `root`). */
  render(rootBody: string): string {
    const lines = [`root ::= ${rootBody}`];
    for (const [name, body] of this.bodies) lines.push(`${name} ::= ${body}`);
    return `${lines.join('\n')}\n`;
  }

  private freeName(hint: string): string {
    const base =
      hint
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'rule';
    const safe = base === 'root' ? 'root-value' : base;
    if (!this.bodies.has(safe)) return safe;
    let n = this.nextNumber.get(safe) ?? 2;
    while (this.bodies.has(`${safe}-${n}`)) n++;
    this.nextNumber.set(safe, n + 1);
    return `${safe}-${n}`;
  }
}

/**
 * A grammar literal for exact text: `"..."` with the characters both grammar readers treat
 * specially escaped, and every other non-ASCII character kept as UTF-8 text (both read UTF-8).
 */
export function literal(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** Alternatives as one expression (parenthesized when there are several). */
export function anyOf(alternatives: readonly string[]): string {
  const unique = [...new Set(alternatives)];
  return unique.length === 1 ? (unique[0] as string) : `( ${unique.join(' | ')} )`;
}
