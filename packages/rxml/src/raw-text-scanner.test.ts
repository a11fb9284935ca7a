import { describe, expect, it } from 'vitest';
import { type RawEndKind, RawTextScanner } from './raw-text-scanner';
import { StringValueEnd } from './string-value-end';

interface Outcome {
  text: string;
  ended: RawEndKind | undefined;
  rest: string;
  after?: { whitespace: string; name: string };
}

/** Scans `input` as the content of `<name>` in the given chunks; `rest` is what was not consumed. */
function read(
  input: string,
  chunks: number,
  {
    name = 'content',
    root,
    siblings = ['content', 'path'],
  }: { name?: string; root?: string; siblings?: string[] } = {},
): Outcome {
  const scanner = new RawTextScanner();
  scanner.reset(name, root, new StringValueEnd(new Set(siblings), siblings, false));
  let text = '';
  const sink = { rawText: (t: string) => (text += t) };
  let consumed = 0;
  for (let i = 0; i < input.length && scanner.ended === undefined; i += chunks) {
    const chunk = input.slice(i, i + chunks);
    const stop = scanner.scan(chunk, 0, i, sink);
    consumed = i + stop;
  }
  if (scanner.ended === undefined) {
    scanner.finish(sink);
    consumed = input.length;
  }
  return {
    text,
    ended: scanner.ended,
    rest: input.slice(consumed),
    ...(scanner.ended === 'close'
      ? { after: { whitespace: scanner.afterWhitespace, name: scanner.afterName } }
      : {}),
  };
}

describe('RawTextScanner', () => {
  it.each<[string, string, Partial<Outcome>, { root?: string; siblings?: string[] }?]>([
    ['ends at the close tag before the end', 'a</content>', { text: 'a', ended: 'eof' }],
    [
      'ends at the close tag before </',
      'a</content> </x>',
      { text: 'a', ended: 'close', rest: '/x>' },
    ],
    [
      'ends before a known sibling',
      'a</content>\n<path>',
      { text: 'a', ended: 'close', rest: '>', after: { whitespace: '\n', name: 'path' } },
    ],
    [
      'ends before a sibling with attributes',
      'a</content><path x="1">',
      { text: 'a', ended: 'close', rest: ' x="1">' },
    ],
    [
      'keeps a literal close tag before text',
      'a</content> b',
      { text: 'a</content> b', ended: 'eof' },
    ],
    [
      'ends at its own close tag before an undeclared element (issue 25)',
      'a</content><b>c',
      { text: 'a', ended: 'close', rest: '>c', after: { whitespace: '', name: 'b' } },
    ],
    [
      'ends at its own close tag before an undeclared longer name',
      'a</content>\n<paths attr="1">',
      { text: 'a', ended: 'close', rest: ' attr="1">', after: { whitespace: '\n', name: 'paths' } },
    ],
    [
      'keeps its own close tag before a name too long for an element',
      `a</content><${'n'.repeat(65)}>`,
      { text: `a</content><${'n'.repeat(65)}>`, ended: 'eof' },
    ],
    [
      'keeps a mismatched close tag before an undeclared element',
      'a</b><i>c',
      { text: 'a</b><i>c', ended: 'eof' },
    ],
    [
      'nests same-name tags',
      '<content>x</content></content>',
      { text: '<content>x</content>', ended: 'eof' },
    ],
    [
      'does not nest a self-closing tag',
      '<content/>x</content>',
      { text: '<content/>x', ended: 'eof' },
    ],
    ['does not nest a longer name', '<contents>x</content>', { text: '<contents>x', ended: 'eof' }],
    ['aborts a nested open tag at <', '<content x</content>', { text: '<content x', ended: 'eof' }],
    [
      'unwraps CDATA',
      '<![CDATA[</content>]]]>]]></content>',
      { text: '</content>]]]>', ended: 'eof' },
    ],
    ['keeps other <! text', '<!-- c --><!x', { text: '<!-- c --><!x', ended: 'eof' }],
    ['tolerates spaces in the close tag', 'a</ content ></x>', { text: 'a', ended: 'close' }],
    ['keeps a lone < at the end', 'a <', { text: 'a <', ended: 'eof' }],
    ['drops a cut-off own close tag', 'a</cont', { text: 'a', ended: 'eof' }],
    ['keeps a cut-off other close tag', 'a</x', { text: 'a</x', ended: 'eof' }],
    [
      'ends at the own close followed by a cut-off tag',
      'a</content><pa',
      { text: 'a', ended: 'eof' },
    ],
    [
      'ends at a mismatched close before a sibling',
      'Seoul</town><path>',
      { text: 'Seoul', ended: 'close' },
    ],
    ['keeps a mismatched close at the end', 'Seoul</town>', { text: 'Seoul</town>', ended: 'eof' }],
    ['keeps a mismatched close before </', 'a</b></content>', { text: 'a</b>', ended: 'eof' }],
    [
      'stops at the root close',
      'a</tool>rest',
      { text: 'a', ended: 'root', rest: 'rest' },
      { root: 'tool' },
    ],
    [
      'stops at the root close even when nested',
      '<content>a</tool>rest',
      { text: '<content>a', ended: 'root', rest: 'rest' },
      { root: 'tool' },
    ],
    [
      'drops a cut-off tag right before the root close',
      'a</cont</tool>',
      { text: 'a', ended: 'root' },
      { root: 'tool' },
    ],
    ['keeps a cut-off tag before other markup', 'a</cont<x>', { text: 'a</cont<x>', ended: 'eof' }],
    [
      'keeps the root close inside CDATA',
      '<![CDATA[</tool>]]>',
      { text: '</tool>', ended: 'eof' },
      { root: 'tool' },
    ],
    [
      'needs known siblings for a mismatched close',
      'a</b><path>',
      { text: 'a</b><path>', ended: 'eof' },
      { siblings: [] },
    ],
  ])('should handle: %s', (_name, input, expected, options = {}) => {
    for (const size of [1, 2, 3, 5, input.length]) {
      expect(read(input, size, options), `chunks of ${size}`).toMatchObject(expected);
    }
  });
});
