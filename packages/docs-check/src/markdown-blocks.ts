/** One fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The Markdown file, by path from the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The first word of the info string (`ts`, `sh`, `text`), or `''`. */
  lang: string;
  /** The words after the language: the docs check's marker. */
  words: string[];
  /** The content, with the fence's own indentation taken off each line; no final newline. */
  code: string;
}

const OPENING = /^( *)(`{3,}|~{3,})(.*)$/;

/**
 * The fenced code blocks of a Markdown text, in order, as CommonMark reads them: a fence of three
 * or more backticks or tildes opens a block, the first later fence of the same character that is
 * at least as long and has nothing after it closes it, so a ```` fence can hold ``` lines. A
 * block still open at the end runs to the end (as CommonMark renders it).
 *
 * @param text - The Markdown source.
 * @param file - Its path, copied into every block.
 */
export function markdownBlocks(text: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split(/\r?\n/);
  let open: { fence: string; indent: number; start: number; info: string } | undefined;
  let body: string[] = [];
  const close = () => {
    if (open === undefined) return;
    const [lang = '', ...words] = open.info.trim().split(/\s+/).filter(Boolean);
    blocks.push({ file, line: open.start, lang, words, code: body.join('\n') });
    open = undefined;
  };
  lines.forEach((line, index) => {
    if (open === undefined) {
      const match = OPENING.exec(line);
      if (match === null) return;
      const [, indent = '', fence = '', info = ''] = match;
      if (fence.startsWith('`') && info.includes('`')) return; // inline code, not a fence
      open = { fence, indent: indent.length, start: index + 1, info };
      body = [];
      return;
    }
    const trimmed = line.trim();
    const fenceChar = open.fence[0] as string;
    if (trimmed.length >= open.fence.length && trimmed === fenceChar.repeat(trimmed.length)) {
      close();
      return;
    }
    body.push(stripIndent(line, open.indent));
  });
  close();
  return blocks;
}

function stripIndent(line: string, indent: number): string {
  let cut = 0;
  while (cut < indent && line[cut] === ' ') cut++;
  return line.slice(cut);
}
