import { describe, expect, it } from 'vitest';
import {
  hasJinja2,
  NO_JINJA2_MESSAGE,
  renderWithJinja2,
} from '../../../protocols/src/test-utils/jinja2/render-with-jinja2';
import { compileChatTemplate } from './compile-chat-template';

/**
 * Dict literals with integer keys, as Seed-OSS's template writes its thinking-budget table, with what
 * Python's Jinja2 writes; the JS engine alone throws on them.
 */
const TABLE = '{% set m = {0: 0, 4096: 512, 512: 128, 16384: 1024} %}';
const CASES: Readonly<Record<string, readonly [string, string]>> = {
  'dictsort gives integer keys in numeric order': [
    `${TABLE}{% for k, v in m | dictsort %}{{ k + 1 }}:{{ v }},{% endfor %}`,
    '1:0,513:128,4097:512,16385:1024,',
  ],
  'an integer key is found': [`${TABLE}{{ m[16384] }}|{{ m[512] }}`, '1024|128'],
  'a missing integer key is undefined': [`${TABLE}{{ m[7] is defined }}`, 'False'],
  'the first gear at or above a budget': [
    `${TABLE}{% set ns = namespace(i=none) %}{% for k, v in m | dictsort %}{% if ns.i is none and 600 <= k %}{% set ns.i = v %}{% endif %}{% endfor %}{{ ns.i }}`,
    '512',
  ],
  'string keys unchanged': [
    '{% set k = "b" %}{% set m = {"a": 1, k: 2} %}{{ m.a }}{{ m["b"] }}',
    '12',
  ],
};

const context = { messages: [] };

describe('integer-keyed dict literals render as in Jinja2', () => {
  it.each(Object.entries(CASES))('%s', (_name, [source, expected]) => {
    expect(compileChatTemplate(source).render(context)).toBe(expected);
  });
});

describe.skipIf(!hasJinja2())('integer-keyed dict literals against python3-jinja2', () => {
  if (!hasJinja2()) it.skip(NO_JINJA2_MESSAGE, () => {});
  it('writes what Jinja2 writes for every case', () => {
    const sources = Object.values(CASES).map(([source]) => source);
    const expected = renderWithJinja2(sources.map((template) => ({ template, context })));
    const ours = sources.map((source) => ({ text: compileChatTemplate(source).render(context) }));
    expect(ours).toEqual(expected);
  });
});
