import { describe, expect, it } from 'vitest';
import { StringValueEnd } from './string-value-end';
import { XmlLexer, type XmlLexerSink } from './xml-lexer';

/** Records tokens; elements named in `raw` are read as raw text. */
function tokens(
  input: string,
  size: number,
  { raw = [] as string[], root }: { raw?: string[]; root?: string } = {},
) {
  const out: string[] = [];
  // Text pieces depend on chunking: consecutive pieces of one kind are merged.
  const piece = (kind: string, t: string) => {
    const last = out[out.length - 1];
    const prefix = `${kind}:`;
    if (last?.startsWith(prefix))
      out[out.length - 1] = prefix + JSON.stringify(JSON.parse(last.slice(prefix.length)) + t);
    else out.push(prefix + JSON.stringify(t));
  };
  const push = (token: string) => out.push(token);
  const open: string[] = [];
  const sink: XmlLexerSink = {
    text: (t) => piece('text', t),
    cdata: (t) => piece('cdata', t),
    openTag: (name, selfClosing, position) => {
      push(`<${name}${selfClosing ? '/' : ''}>@${position}`);
      if (!selfClosing) open.push(name);
      return raw.includes(name) && !selfClosing
        ? new StringValueEnd(new Set(raw), raw, false)
        : undefined;
    },
    isRootClose: (name) => name === root && !open.includes(name),
    closeTag: (name, position) => {
      push(`</${name}>@${position}`);
      open.pop();
    },
    rawText: (t) => piece('raw', t),
    rawEnd: (kind) => {
      push(`raw-end:${kind}`);
      open.pop();
    },
    rootClose: (position) => push(`root@${position}`),
    end: (position) => push(`end@${position}`),
  };
  const lexer = new XmlLexer(sink, root);
  let consumed = 0;
  for (let i = 0; i < input.length && !lexer.stopped; i += size)
    consumed += lexer.write(input.slice(i, i + size));
  lexer.end();
  return { tokens: out, consumed };
}

describe('XmlLexer', () => {
  it.each<[string, string[], { raw?: string[]; root?: string }?]>([
    ['<a>x</a>', ['<a>@0', 'text:"x"', '</a>@4', 'end@8']],
    ['<a x="1>2" y=z flag/>', ['<a/>@0', 'end@21']],
    ["<a b='/>'>", ['<a>@0', 'end@10']],
    ['<a>a < b</ a ></a >', ['<a>@0', 'text:"a < b"', '</a>@8', '</a>@14', 'end@19']],
    ['x<Ctrl+C>y', ['text:"x<Ctrl+C>y"', 'end@10']],
    ['<!-- <a> --><?pi <b>?><!DOCTYPE c>', ['end@34']],
    ['<![CDATA[<a>]]]]>', ['cdata:"<a>]]"', 'end@17']],
    ['a</ >b</>', ['text:"a</ >b</>"', 'end@9']],
    ['<a', ['end@2']],
    ['x <', ['text:"x <"', 'end@3']],
    ['<a b', ['end@4']],
    ['<a b<c>', ['text:"<a b"', '<c>@4', 'end@7']],
    ['<!x>y', ['text:"y"', 'end@5']],
    ['<!-x', ['text:"<!-x"', 'end@4']],
    [
      '<s>a</x>b</s> </p>',
      ['<s>@0', 'raw:"a</x>b"', 'raw-end:close', 'text:" "', '</p>@14', 'end@18'],
      { raw: ['s'] },
    ],
    [
      '<s>a</s><s>',
      ['<s>@0', 'raw:"a"', 'raw-end:close', '<s>@8', 'raw-end:eof', 'end@11'],
      { raw: ['s'] },
    ],
    ['<a>1</t>rest', ['<a>@0', 'text:"1"', 'root@4'], { root: 't' }],
    ['<t>1</t></t>', ['<t>@0', 'text:"1"', '</t>@4', 'root@8'], { root: 't' }],
    ['<a>1</b</t>', ['<a>@0', 'text:"1"', 'root@7'], { root: 't' }],
    ['<a>1</b<c>', ['<a>@0', 'text:"1</b"', '<c>@7', 'end@10'], { root: 't' }],
    ['<s>1</t>x', ['<s>@0', 'raw:"1"', 'raw-end:root', 'root@8'], { raw: ['s'], root: 't' }],
  ])('%j', (input, expected, options) => {
    for (const size of [1, 2, 3, input.length]) {
      expect(tokens(input, size, options).tokens, `chunks of ${size}`).toEqual(expected);
    }
  });

  it('should report how much was consumed up to the root close tag', () => {
    expect(tokens('<a>1</a></ t >after', 4, { root: 't' }).consumed).toBe(14);
    expect(tokens('<a>1</a>', 4, { root: 't' }).consumed).toBe(8);
  });
});
