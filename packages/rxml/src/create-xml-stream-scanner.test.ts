import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlStreamScanner } from './create-xml-stream-scanner';
import { parse } from './parse';
import type { RXMLParseOptions } from './rxml-parse-options';
import type { XmlScanEvent } from './xml-scan-event';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    content: { type: 'string' },
    days: { type: 'integer' },
    unit: { type: 'string', enum: ['c', 'f'] },
    tags: { type: 'array', items: { type: 'string' } },
    opts: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
  },
};

interface ScanResult {
  events: XmlScanEvent[];
  consumed: number;
  done: boolean;
}

function scan(
  chunks: readonly string[],
  options: { rootTag?: string; schema?: unknown } & RXMLParseOptions = {},
): ScanResult {
  const events: XmlScanEvent[] = [];
  const scanner = createXmlStreamScanner({
    schema,
    ...options,
    onEvent: (event) => events.push(event),
  });
  let consumed = 0;
  for (const chunk of chunks) consumed += scanner.push(chunk);
  scanner.end();
  return { events, consumed, done: scanner.done };
}

/** Events with consecutive property-text pieces merged, to compare across chunkings. */
function merged(events: readonly XmlScanEvent[]): XmlScanEvent[] {
  const out: XmlScanEvent[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    if (
      event.type === 'property-text' &&
      last?.type === 'property-text' &&
      last.name === event.name
    ) {
      out[out.length - 1] = { ...last, text: last.text + event.text };
    } else {
      out.push(event);
    }
  }
  return out;
}

function chunked(text: string, sizes: readonly number[]): string[] {
  const chunks: string[] = [];
  let k = 0;
  for (let i = 0; i < text.length; ) {
    const size = sizes[k++ % sizes.length] as number;
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}

const splitters: [string, (text: string) => string[]][] = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => [...text]],
  ['one UTF-16 unit at a time', (text) => text.split('')],
  ['uneven', (text) => chunked(text, [3, 1, 7, 2])],
];

describe('createXmlStreamScanner', () => {
  describe.each(splitters)('split %s', (_name, split) => {
    it('should emit start, text and end events in order', () => {
      const input = '<city>Seo<b>ul</city>\n<days>3</days><content>a</content> b</content>';
      expect(merged(scan(split(input)).events)).toEqual([
        { type: 'property-start', name: 'city', streaming: true },
        { type: 'property-text', name: 'city', text: 'Seo<b>ul' },
        { type: 'property-end', name: 'city', value: 'Seo<b>ul' },
        { type: 'property-start', name: 'days', streaming: false },
        { type: 'property-start', name: 'content', streaming: true },
        { type: 'property-text', name: 'content', text: 'a</content> b' },
        { type: 'property-end', name: 'content', value: 'a</content> b' },
        { type: 'property-end', name: 'days', value: 3 },
        { type: 'end', value: { city: 'Seo<b>ul', days: 3, content: 'a</content> b' } },
      ]);
    });

    it('should end non-streaming properties in first-appearance order, once each', () => {
      const input = '<tags>x</tags><unit>c</unit><days>2</days><tags>y</tags><opts><a>1</a></opts>';
      const events = scan(split(input)).events;
      expect(events.filter((e) => e.type === 'property-end')).toEqual([
        { type: 'property-end', name: 'tags', value: ['x', 'y'] },
        { type: 'property-end', name: 'unit', value: 'c' },
        { type: 'property-end', name: 'days', value: 2 },
        { type: 'property-end', name: 'opts', value: { a: 1 } },
      ]);
      expect(events.filter((e) => e.type === 'property-start').map((e) => e.name)).toEqual([
        'tags',
        'unit',
        'days',
        'opts',
      ]);
    });

    it.each([
      ['</tool>', '<city>Seoul</city></tool>after', 'Seoul', '</tool>'],
      ['</ tool>', '<city>Seoul</city></ tool>after', 'Seoul', '</ tool>'],
      ['</tool >', '<city>Seoul</city></tool >after', 'Seoul', '</tool >'],
      [
        'a root close inside an unclosed string',
        '<city>Seoul</tool><days>1</days>',
        'Seoul',
        '</tool>',
      ],
      [
        'a root close after a literal close tag',
        '<city>a</city> b</tool>x',
        'a</city> b',
        '</tool>',
      ],
      ['a cut-off close tag before it', '<city>a</ci</tool>x', 'a', '</tool>'],
    ])('should stop right after the root close tag (%s)', (_label, input, city, close) => {
      const result = scan(split(input), { rootTag: 'tool' });
      expect(result.consumed).toBe(input.indexOf(close) + close.length);
      expect(result.done).toBe(true);
      expect(result.events.at(-1)).toEqual({ type: 'end', value: { city } });
    });

    it('should not take a root close tag inside CDATA', () => {
      const input = '<content><![CDATA[</tool>]]></content></tool>';
      const result = scan(split(input), { rootTag: 'tool' });
      expect(result.consumed).toBe(input.length);
      expect(result.events.at(-1)).toEqual({ type: 'end', value: { content: '</tool>' } });
    });

    it.each([
      ['between arguments', '<!-- </tool> --><days>1</days></tool>', { days: 1 }, 37],
      [
        'inside a string value',
        '<content><!-- </tool> --></content></tool>',
        { content: '<!-- ' },
        21,
      ],
    ])(
      'should treat a root close tag inside a comment %s as documented',
      (_where, input, value, stop) => {
        const result = scan(split(input), { rootTag: 'tool' });
        expect(result.consumed).toBe(stop);
        expect(result.events.at(-1)).toEqual({ type: 'end', value });
      },
    );

    it('should end index-keyed string items before the declared argument after them', () => {
      const input = '<tags><1>b</1><0>a</0></tags><days>7</days></tool>';
      const result = scan(split(input), { rootTag: 'tool' });
      expect(result.events.at(-1)).toEqual({ type: 'end', value: { tags: ['a', 'b'], days: 7 } });
    });

    it('should throw UNCLOSED_STRING_VALUE at the root close tag rather than swallow an argument', () => {
      const run = () => scan(split('<content>a<days>7</days></tool>'), { rootTag: 'tool' });
      expect(run).toThrow(expect.objectContaining({ code: 'UNCLOSED_STRING_VALUE', position: 10 }));
    });

    it('should close what is left open at the end of input', () => {
      const result = scan(split('<opts><a>4</a><b>x'));
      expect(result.events.at(-1)).toEqual({ type: 'end', value: { opts: { a: 4, b: 'x' } } });
      expect(result.done).toBe(true);
    });
  });

  it('should emit streaming text as it arrives, holding back only a possible close tag', () => {
    const events: XmlScanEvent[] = [];
    const scanner = createXmlStreamScanner({ schema, onEvent: (e) => events.push(e) });
    const texts = () => events.filter((e) => e.type === 'property-text').map((e) => e.text);
    scanner.push('<content>hello');
    expect(texts()).toEqual(['hello']);
    scanner.push(' wor');
    expect(texts()).toEqual(['hello', ' wor']);
    scanner.push('ld</cont');
    expect(texts()).toEqual(['hello', ' wor', 'ld']);
    scanner.push('ent>  ');
    expect(texts()).toEqual(['hello', ' wor', 'ld']);
    expect(events.some((e) => e.type === 'property-end')).toBe(false);
    scanner.push('more');
    expect(texts()).toEqual(['hello', ' wor', 'ld', '</content>  ', 'more']);
    scanner.push('</content><days>');
    expect(events.filter((e) => e.type === 'property-end')).toEqual([
      { type: 'property-end', name: 'content', value: 'hello world</content>  more' },
    ]);
  });

  it('should report a second streaming property occurrence from push', () => {
    const scanner = createXmlStreamScanner({ schema, onEvent: () => {} });
    scanner.push('<city>a</city><ci');
    expect(() => scanner.push('ty>b')).toThrow(
      expect.objectContaining({
        name: 'RXMLDuplicateStringTagError',
        tagName: 'city',
        position: 14,
      }),
    );
    // The scanner stays failed.
    expect(() => scanner.push('x')).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_STRING_TAG' }),
    );
    expect(() => scanner.end()).toThrow(expect.objectContaining({ code: 'DUPLICATE_STRING_TAG' }));
  });

  it('should keep the first occurrence without events for later ones when duplicates are allowed', () => {
    const input = '<city>a</city><city>b</city><days>1</days>';
    const events = scan([...input], { throwOnDuplicateStringTags: false }).events;
    expect(merged(events)).toEqual([
      { type: 'property-start', name: 'city', streaming: true },
      { type: 'property-text', name: 'city', text: 'a' },
      { type: 'property-end', name: 'city', value: 'a' },
      { type: 'property-start', name: 'days', streaming: false },
      { type: 'property-end', name: 'days', value: 1 },
      { type: 'end', value: { city: 'a', days: 1 } },
    ]);
  });

  it('should throw a nesting error from push', () => {
    const scanner = createXmlStreamScanner({ schema: undefined, maxDepth: 2, onEvent: () => {} });
    expect(() => scanner.push('<a><b><c>')).toThrow(
      expect.objectContaining({ code: 'MAX_DEPTH', position: 6 }),
    );
  });

  it('should handle 100,000 nested elements one character at a time', () => {
    const scanner = createXmlStreamScanner({ schema: undefined, onEvent: () => {} });
    const input = '<a>'.repeat(100_000);
    let error: unknown;
    try {
      for (const c of input) scanner.push(c);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'RXMLParseError', code: 'MAX_DEPTH' });
  });

  it('should refuse input after end() and ignore input after the root close', () => {
    const scanner = createXmlStreamScanner({ schema, rootTag: 't', onEvent: () => {} });
    expect(scanner.push('<days>1</days></t>rest')).toBe(18);
    expect(scanner.push('more')).toBe(0);
    scanner.end();
    const ended = createXmlStreamScanner({ schema, onEvent: () => {} });
    ended.end();
    expect(ended.done).toBe(true);
    expect(() => ended.push('x')).toThrow(expect.objectContaining({ code: 'SCANNER_ENDED' }));
  });

  it('should report a schema that is not an object at creation', () => {
    expect(() => createXmlStreamScanner({ schema: { type: 'string' }, onEvent: () => {} })).toThrow(
      expect.objectContaining({ code: 'SCHEMA_NOT_OBJECT' }),
    );
  });

  describe('differential guarantee', () => {
    const tokens = [
      '<city>',
      '</city>',
      '<content>',
      '</content>',
      '<days>',
      '</days>',
      '<unit>',
      '</unit>',
      '<tags>',
      '</tags>',
      '<item>',
      '</item>',
      '<opts>',
      '</opts>',
      '<a>',
      '</a>',
      '<b>',
      '</b>',
      '<x>',
      '</x>',
      '<0>',
      '<1>',
      '</0>',
      '</1>',
      '</ city >',
      '<city/>',
      '<content a="1>">',
      '</town>',
      '<',
      '>',
      '</',
      '/>',
      '<!',
      '<![CDATA[',
      ']]>',
      ']',
      '<!--',
      '-->',
      '<?x?>',
      ' ',
      '\n',
      'x',
      '3',
      '-1.5',
      'c',
      'true',
      '&amp;',
      '&',
      '&#x41;',
      'é',
      '🙂',
      '한',
      '<div>',
      '</div>',
      '<Ctrl+C>',
      '</tool>',
      '</ tool >',
      '<tool>',
    ];
    const input = fc
      .array(fc.constantFrom(...tokens), { maxLength: 40 })
      .map((parts) => parts.join(''));
    const sizes = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 8 });
    const options = fc.record({
      throwOnDuplicateStringTags: fc.boolean(),
      maxDepth: fc.constantFrom(2, 3, 256),
    });

    function outcome(run: () => unknown): { value?: unknown; error?: unknown } {
      try {
        return { value: run() };
      } catch (error) {
        return { error: { name: (error as Error).name, message: (error as Error).message } };
      }
    }

    it('should equal parse for any input and any chunking (no root tag)', () => {
      fc.assert(
        fc.property(input, sizes, options, (text, sizeList, opts) => {
          const expected = outcome(() => parse(text, schema, opts));
          const results = [[text], [...text], chunked(text, sizeList)].map((chunks) =>
            outcome(() => scan(chunks, opts)),
          );
          for (const result of results) {
            if (expected.error !== undefined) {
              expect(result.error).toEqual(expected.error);
              continue;
            }
            const { events } = result.value as ScanResult;
            const end = events.at(-1);
            expect(end).toEqual({ type: 'end', value: expected.value });
            const streamed = new Map<string, string>();
            for (const event of events) {
              if (event.type === 'property-text') {
                streamed.set(event.name, (streamed.get(event.name) ?? '') + event.text);
              }
            }
            for (const event of events) {
              if (event.type === 'property-end' && streamed.has(event.name)) {
                expect(streamed.get(event.name)).toBe(event.value);
              }
            }
          }
          const [first, ...rest] = results.map((r) => (r.value as ScanResult | undefined)?.events);
          for (const other of rest) {
            if (first !== undefined && other !== undefined)
              expect(merged(other)).toEqual(merged(first));
          }
        }),
        { numRuns: 1500 },
      );
    });

    it('should equal parse of the text before the root close tag', () => {
      fc.assert(
        fc.property(input, sizes, (text, sizeList) => {
          const full = `${text}</tool>tail`;
          const results = [[full], [...full], chunked(full, sizeList)].map((chunks) =>
            outcome(() => scan(chunks, { rootTag: 'tool' })),
          );
          for (const result of results) {
            if (result.error !== undefined) continue;
            const { events, consumed } = result.value as ScanResult;
            // Inside a comment or CDATA the root close tag is text, and the call goes on.
            const body = full.slice(0, consumed);
            const inner = consumed === full.length ? full : body.slice(0, body.lastIndexOf('</'));
            if (consumed < full.length) expect(body).toMatch(/<\/\s*tool\s*>$/);
            expect(events.at(-1)).toEqual({ type: 'end', value: parse(inner, schema) });
          }
          const consumed = results.map((r) => (r.value as ScanResult | undefined)?.consumed);
          expect(new Set(consumed).size).toBe(1);
        }),
        { numRuns: 1500 },
      );
    });
  });
});
