import { describe, expect, it } from 'vitest';
import { compileChatTemplate } from './compile-chat-template';
import { describeRenderCases } from './test-utils/render-cases';

/**
 * `None in …` and `undefined in …` with what Python's Jinja2 writes; the JS engine alone throws on a null left operand
 * (GigaChat 3's and Seed-OSS's templates ask it of a schema without a type), and the same for an
 * undefined value.
 */
const CASES: Readonly<Record<string, readonly [string, string]>> = {
  'a missing key in a list': ['{{ schema.get("type") in ["date", "date-time"] }}', 'False'],
  'a missing key not in a list': ['{{ schema.get("type") not in ["date"] }}', 'True'],
  'none in a list holding none': ['{{ none in [1, none] }}', 'True'],
  'none not in a list holding none': ['{{ none not in [none] }}', 'False'],
  'none in a tuple holding none': ['{{ none in (1, none) }}', 'True'],
  'none in a mapping': ['{{ none in schema }}', 'False'],
  'none not in a mapping': ['{{ none not in schema }}', 'True'],
  'an undefined value in a tuple': ['{{ schema.type in ("number", "integer") }}', 'False'],
  'an undefined value not in a list': ['{{ missing not in ["a"] }}', 'True'],
  'an undefined value in a mapping': ['{{ missing in schema }}', 'False'],
  'text times an integer': [
    '[{{ "ab" * 3 }}|{{ 2 * "-" }}|{{ "x" * 0 }}|{{ "x" * -1 }}]',
    '[ababab|--||]',
  ],
  'numbers multiply unchanged': ['{{ 2 * 3 }} {{ 1.5 * 2 }}', '6 3.0'],
  'a for unpacks tuples': [
    '{% for a, b in [("x", "X"), ("y", "Y")] %}{{ a }}={{ b }};{% endfor %}',
    'x=X;y=Y;',
  ],
  'a for over tuples without unpacking keeps them': [
    '{% for t in [("x", 1)] %}{{ t }}{% endfor %}',
    "('x', 1)",
  ],
  'text plus text or lists unchanged': ['{{ "a" + "b" }}{{ [1] + [2] }}', 'ab[1, 2]'],
  'other operands unchanged': [
    '{{ "a" in ["a"] }}{{ 2 not in [1] }}{{ "k" in schema }}',
    'TrueTrueTrue',
  ],
};

const context = { messages: [], schema: { k: 1 } };

describeRenderCases('`None in …` and `undefined in …`', CASES, context);

describe('text plus a mapping or a list fails as in Jinja2', () => {
  it.each(['{{ "a" + schema }}', '{{ [1] + "a" }}'])('%s', (source) => {
    expect(() => compileChatTemplate(source).render(context)).toThrow(
      /can only concatenate (str|list)/,
    );
  });
});
