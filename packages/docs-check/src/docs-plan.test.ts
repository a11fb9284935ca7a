import { describe, expect, it } from 'vitest';
import { blockMarker } from './block-marker';
import { docsPlan } from './docs-plan';
import { markdownBlocks } from './markdown-blocks';

const plan = (text: string) => docsPlan(markdownBlocks(text, 'doc.md'));

describe('blockMarker', () => {
  it.each([
    { lang: 'ts', words: ['run', 'given=model,tools', 'ai=6'], kind: 'run' },
    { lang: 'sh', words: ['run', 'exit=2'], kind: 'run' },
    { lang: 'text', words: ['output'], kind: 'output' },
    { lang: 'json', words: ['file=runs/a.jsonl'], kind: 'file' },
    { lang: 'text', words: ['parses=qwen3-coder'], kind: 'parses' },
    { lang: 'nginx', words: ['illustrative'], kind: 'illustrative' },
    { lang: 'ts', words: [], kind: 'unmarked' },
  ])('should read $lang $words as $kind', ({ lang, words, kind }) => {
    expect(blockMarker(lang, words).kind).toBe(kind);
  });

  it.each([
    { lang: 'ts', words: ['rn'], says: 'unknown marker "rn"' },
    { lang: 'text', words: ['run'], says: '"run" works on ts, js, sh and console blocks' },
    { lang: 'ts', words: ['run', 'given=window'], says: 'the names the check can give are model' },
    { lang: 'ts', words: ['run', 'exit=1'], says: 'unknown option "exit=1"' },
    { lang: 'json', words: ['file=../x'], says: 'give a relative path' },
  ])('should refuse $lang $words', ({ lang, words, says }) => {
    const marker = blockMarker(lang, words);
    expect(marker.kind === 'invalid' && marker.problem).toContain(says);
  });
});

describe('docsPlan', () => {
  it('should pair an output block with the run block before it and count the kinds', () => {
    const result = plan(
      '```ts run\nconsole.log(1)\n```\n\n```text output\n1\n```\n\n```sh illustrative\nx\n```\n',
    );
    expect(result.problems).toEqual([]);
    expect(result.steps).toMatchObject([{ kind: 'run', output: { line: 5, code: '1' } }]);
    expect(result.counts).toEqual({ run: 1, output: 1, file: 0, parses: 0, illustrative: 1 });
  });

  it('should name the file and line of an unmarked block, and say what to write', () => {
    expect(plan('text\n\n```ts\nx\n```\n\n```json\n{}\n```\n').problems).toEqual([
      'doc.md:3: ```ts block without a marker: write ```ts run (the check runs it and compares what it shows) or ```ts illustrative (not run).',
      'doc.md:7: ```json block without a marker: write ```json illustrative (not run), ```json output (what the run block before it prints), ```json file=NAME (a file the run blocks after it read) or ```json parses=PRESET (a model output that preset reads into calls).',
    ]);
  });

  it('should refuse an output block that follows no run block, and one after a console block', () => {
    expect(plan('```text output\n1\n```\n').problems).toEqual([
      'doc.md:1: an output block must come right after the run block whose output it shows.',
    ]);
    expect(plan('```console run\n$ echo 1\n1\n```\n```text output\n1\n```\n').problems).toEqual([
      'doc.md:5: a console block holds its own output after each $ line; drop this block or mark it illustrative.',
    ]);
  });
});
