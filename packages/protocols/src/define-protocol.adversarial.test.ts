import { describe, expect, it } from 'vitest';
import { defineProtocol } from './define-protocol';
import { SEGMENT_CONTINUES } from './engine/segment';
import { prototypeSnapshot } from './test-utils/hostile-keys';
import { runHostile } from './test-utils/hostile-run';
import {
  argumentEncoding,
  protocolCatalog,
  writeCallWithRawArgument,
} from './test-utils/protocol-catalog';
import { runStream, summarizeContent, summarizeParts } from './test-utils/stream-helpers';
import { testTools } from './test-utils/tools';
import type { ToolCallErrorMetadata } from './types';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

/** `{"__proto__": {"constructor": {"prototype": … {"polluted": "yes"} …}}}`, `depth` keys deep. */
function prototypeChain(depth: number, markup: boolean): string {
  const keys = Array.from({ length: depth }, (_, i) => PROTOTYPE_KEYS[i % 3] as string);
  if (markup) {
    const open = keys.map((k) => `<${k}>`).join('');
    const close = keys
      .reverse()
      .map((k) => `</${k}>`)
      .join('');
    return `${open}<polluted>yes</polluted>${close}`;
  }
  return `${keys.map((k) => `{"${k}": `).join('')}{"polluted": "yes"}${'}'.repeat(depth)}`;
}

describe('defineProtocol', () => {
  describe.each(protocolCatalog)('$name on hostile arguments', ({ protocol }) => {
    const encoding = argumentEncoding(protocol);
    const search = (argument: string, raw: string) =>
      writeCallWithRawArgument(protocol, 'search.web-v2', argument, raw, { rest: { query: 'q' } });

    it('should turn 200,000 nested [ in an argument into text and a report, in linear time', async () => {
      const raw = '['.repeat(200_000);
      // Markup formats read JSON text inside a non-string argument: `filters` is an object.
      const text = `Go: ${search(encoding === 'markup' ? 'filters' : 'tags', raw)} done`;
      const result = await runHostile(protocol, text);
      if (encoding === 'markup') {
        // Text that does not fit the schema is kept as written, for validation to report.
        for (const call of result.summary.calls) {
          expect(JSON.parse(call.input).filters).toBe(raw);
        }
      } else {
        expect(result.summary.calls).toEqual([]);
        expect(result.errors.length).toBeGreaterThan(0);
      }
      expect(result.summary.text.endsWith(' done')).toBe(true);
    });

    it('should read 100,000 nested <a> in an argument, in linear time', async () => {
      const nested = '<a>'.repeat(100_000);
      const raw = encoding === 'markup' ? nested : JSON.stringify(nested);
      // A string argument keeps the markup as its text; an object argument cannot be read from it.
      const query = await runHostile(protocol, `${search('query', raw)}\nafter`);
      expect(query.summary.calls.map((c) => JSON.parse(c.input).query)).toEqual([nested]);
      expect(query.summary.text.endsWith('after')).toBe(true);
      const filters = await runHostile(protocol, `${search('filters', raw)}\nafter`);
      expect(filters.summary.text.endsWith('after')).toBe(true);
    });

    it('should keep a 5,000-deep chain of prototype keys away from every prototype', async () => {
      const before = prototypeSnapshot();
      await runHostile(protocol, search('filters', prototypeChain(5_000, encoding === 'markup')));
      expect(prototypeSnapshot()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('should not let JSON text nested 5,000 deep overflow the stack', async () => {
      const deep = `${'{"a": ['.repeat(2_500)}1${']}'.repeat(2_500)}`;
      const raw = encoding === 'markup' ? deep : JSON.stringify(deep);
      const result = await runHostile(protocol, search('filters', raw));
      for (const call of result.summary.calls)
        expect(JSON.stringify(JSON.parse(call.input)).length).toBeGreaterThan(0);
    });
  });

  describe('a segment that throws (a bug in a format)', () => {
    const broken = (where: 'push' | 'finish') =>
      defineProtocol({
        name: 'broken',
        createFormat: () => ({
          markers: ['<x>'],
          createSegment: () => ({
            push: () => {
              if (where === 'push') throw new Error('boom');
              return SEGMENT_CONTINUES;
            },
            finish: () => {
              throw new Error('boom');
            },
          }),
        }),
        formatTools: () => '',
        formatToolCall: () => '',
        formatToolResponse: () => '',
      });

    it.each([
      { where: 'push' as const, text: 'before <x> after', kept: 'before <x> after' },
      { where: 'finish' as const, text: 'before <x> after', kept: 'before ' },
    ])(
      'should not throw from parseGeneratedText when $where throws',
      async ({ where, text, kept }) => {
        const protocol = broken(where);
        const errors: ToolCallErrorMetadata[] = [];
        const onError = (_m: string, d: ToolCallErrorMetadata) => errors.push(d);
        const content = protocol.parseGeneratedText({
          text,
          tools: testTools,
          options: { onError },
        });
        expect(summarizeContent(content).text).toBe(kept);
        expect(errors.map((e) => e.code)).toEqual(['INVALID_JSON']);
        expect(errors[0]?.error.message).toMatch(/stopped after an internal error.*boom/);
        // The stream adapter does the same with the output in one chunk.
        const parts = await runStream(protocol, testTools, [text], { onError });
        expect(summarizeParts(parts).text).toBe(kept);
        expect(parts[parts.length - 1]?.type).toBe('finish');
      },
    );
  });
});
