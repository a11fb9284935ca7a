import { describe, expect, it } from 'vitest';
import { markdownBlocks } from './markdown-blocks';

describe('markdownBlocks', () => {
  it('should read each fenced block with its line, language and marker words', () => {
    const text = 'Intro\n\n```ts run given=model\nconst a = 1;\n```\n\ntext\n~~~\nplain\n~~~\n';
    expect(markdownBlocks(text, 'doc.md')).toEqual([
      { file: 'doc.md', line: 3, lang: 'ts', words: ['run', 'given=model'], code: 'const a = 1;' },
      { file: 'doc.md', line: 8, lang: '', words: [], code: 'plain' },
    ]);
  });

  it('should keep shorter fences inside a longer one, and take off a list item indent', () => {
    const text =
      '````text output\n```json\n{}\n```\n````\n- item\n\n  ```sh run\n  echo hi\n  ```\n';
    expect(markdownBlocks(text, 'doc.md').map(({ code, line }) => ({ code, line }))).toEqual([
      { code: '```json\n{}\n```', line: 1 },
      { code: 'echo hi', line: 8 },
    ]);
  });

  it('should not take inline code for a fence, and run an unclosed block to the end', () => {
    expect(markdownBlocks('a ```ts``` b\n```ts\nx', 'doc.md')).toEqual([
      { file: 'doc.md', line: 2, lang: 'ts', words: [], code: 'x' },
    ]);
  });
});
