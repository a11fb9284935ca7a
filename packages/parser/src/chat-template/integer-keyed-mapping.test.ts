import { describeRenderCases } from './test-utils/render-cases';

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

describeRenderCases('integer-keyed dict literals', CASES, context);
