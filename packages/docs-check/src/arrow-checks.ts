import ts from 'typescript';

/** A snippet with its `// →` comments turned into checks, or what is wrong with them. */
export interface ArrowChecks {
  code: string;
  /** How many `// →` comments became checks. */
  checks: number;
  problems: string[];
}

const ARROW = /^\/\/\s*→\s?(.*)$/;
const THROWS = /^throws\s+([A-Za-z_$][\w$]*)\s*(.*)$/s;

/**
 * Turns the `// → VALUE` comments of a script snippet into checks that the snippet host runs:
 * the comment follows a statement (on its line or on the lines after it) and shows the value of
 * that statement's expression — or of the variable a `const x = …` declares. `// → throws Name
 * { props }` shows the error it throws. A value may go on over the `//` lines that follow until
 * it is a complete JavaScript expression; anything on later comment lines is prose.
 *
 * A statement `EXPR; // → VALUE` becomes
 * `await __docs.expect(LINE, async () => (EXPR), () => (VALUE));`, so the value is evaluated in
 * the snippet's own scope and the snippet goes on after a failed check.
 *
 * @param code - The snippet.
 * @param firstLine - The Markdown line of the snippet's first line (for the messages).
 * @param ts - `'ts'` or `'js'`.
 */
export function arrowChecks(code: string, firstLine: number, lang: string): ArrowChecks {
  const kind = lang === 'js' ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile('snippet.ts', code, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => firstLine + source.getLineAndCharacterOfPosition(pos).line;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const problems: string[] = [];
  let checks = 0;
  for (const statement of source.statements) {
    const comments = commentsAfter(code, statement.end);
    const index = comments.findIndex((comment) => ARROW.test(comment.text));
    if (index === -1) continue;
    const comment = comments[index] as { pos: number; text: string };
    const line = lineOf(comment.pos);
    const value = readValue(comments.slice(index));
    if (value === undefined) {
      problems.push(`line ${line}: the value after → is not a complete JavaScript expression`);
      continue;
    }
    const replacement = checkFor(statement, value, line, code);
    if (replacement === undefined) {
      problems.push(
        `line ${line}: → must follow an expression statement or a const declaration of one name`,
      );
      continue;
    }
    edits.push({ start: statement.getStart(source), end: statement.end, text: replacement });
    checks++;
  }
  let out = code;
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { code: out, checks, problems };
}

/** The comments right after a statement: on its own line, then on the following lines. */
function commentsAfter(code: string, end: number): Array<{ pos: number; text: string }> {
  const ranges = [
    ...(ts.getTrailingCommentRanges(code, end) ?? []),
    ...(ts.getLeadingCommentRanges(code, end) ?? []),
  ];
  const seen = new Set<number>();
  return ranges
    .filter(
      (range) =>
        range.kind === ts.SyntaxKind.SingleLineCommentTrivia &&
        !seen.has(range.pos) &&
        seen.add(range.pos),
    )
    .map((range) => ({ pos: range.pos, text: code.slice(range.pos, range.end) }));
}

/** The value of an arrow comment, joined with the `//` lines after it until it parses. */
function readValue(comments: ReadonlyArray<{ text: string }>): string | undefined {
  let value = ARROW.exec((comments[0] as { text: string }).text)?.[1] ?? '';
  for (let i = 1; ; i++) {
    const throwsMatch = THROWS.exec(value.trim());
    const expression = throwsMatch === null ? value : throwsMatch[2] || 'undefined';
    if (isExpression(expression)) return value.trim();
    const next = comments[i];
    if (next === undefined) return undefined;
    value += `\n${next.text.replace(/^\/\/ ?/, '')}`;
  }
}

function isExpression(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    new Function(`return (${text}\n);`);
    return true;
  } catch {
    return false;
  }
}

function checkFor(statement: ts.Statement, value: string, line: number, code: string) {
  const thrown = THROWS.exec(value);
  const expected = thrown === null ? value : thrown[2] || 'undefined';
  const call = (actual: string) =>
    thrown === null
      ? `await __docs.expect(${line}, async () => (${actual}), () => (${expected}\n));`
      : `await __docs.expectThrow(${line}, async () => (${actual}), ${JSON.stringify(thrown[1])}, () => (${expected}\n));`;
  if (ts.isExpressionStatement(statement)) {
    return call(code.slice(statement.expression.getStart(), statement.expression.end));
  }
  if (ts.isVariableStatement(statement) && thrown === null) {
    const [declaration, ...more] = statement.declarationList.declarations;
    if (declaration === undefined || more.length > 0 || !ts.isIdentifier(declaration.name))
      return undefined;
    return `${code.slice(statement.getStart(), statement.end)}\n${call(declaration.name.text)}`;
  }
  return undefined;
}
