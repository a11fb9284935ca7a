import { describeRenderCases } from './test-utils/render-cases';

/**
 * Loop controls after text, where the JS engine alone drops the text, with what Python's Jinja2
 * writes (its `else` block runs when no iteration reached the end of its body).
 */
const CASES: Readonly<Record<string, readonly [string, string]>> = {
  'continue after text': [
    '{% for x in items %}[{{ x }}{% if x == 2 %}!{% continue %}{% endif %}]{% endfor %}',
    '[1][2![3]',
  ],
  'break after text': [
    '{% for x in items %}<{{ x }}{% if x == 2 %}|{% break %}{% endif %}>{% endfor %}end',
    '<1><2|end',
  ],
  'break in the first iteration, with else': [
    '{% for x in items %}a{% break %}{% else %}EMPTY{% endfor %}',
    'aEMPTY',
  ],
  'every iteration continues, with else': [
    '{% for x in items %}{% continue %}{% else %}EMPTY{% endfor %}',
    'EMPTY',
  ],
  'a later iteration completes, with else': [
    '{% for x in items %}{% if x == 1 %}{% continue %}{% endif %}{{ x }}{% else %}EMPTY{% endfor %}',
    '23',
  ],
  'nested loops, inner break': [
    '{% for x in items %}({% for y in items %}{{ y }}{% if y == x %}{% break %}{% endif %}{% endfor %}){% endfor %}',
    '(1)(12)(123)',
  ],
  'empty list, with else': ['{% for x in [] %}a{% else %}EMPTY{% endfor %}', 'EMPTY'],
};

const context = { messages: [], items: [1, 2, 3] };

describeRenderCases('loop controls', CASES, context);
