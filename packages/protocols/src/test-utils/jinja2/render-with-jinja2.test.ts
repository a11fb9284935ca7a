import { describe, expect, it } from 'vitest';
import { hasJinja2, NO_JINJA2_MESSAGE, renderWithJinja2 } from './render-with-jinja2';

const render = (template: string, context: Record<string, unknown> = {}, today?: string) =>
  renderWithJinja2([{ template, context }], today === undefined ? {} : { today })[0];

describe.skipIf(!hasJinja2())('renderWithJinja2', () => {
  if (!hasJinja2()) it.skip(NO_JINJA2_MESSAGE, () => {});

  it("should render transformers' {% generation %} block as its body", () => {
    expect(render('a{% generation %}<{{ x }}>{% endgeneration %}b', { x: 1 })).toEqual({
      text: 'a<1>b',
    });
  });

  it('should write tojson as transformers does: non-ASCII and markup kept, Python separators', () => {
    expect(render('{{ v | tojson }}', { v: { a: ['é', '<b>'] } })).toEqual({
      text: '{"a": ["é", "<b>"]}',
    });
  });

  it('should format the fixed day with strftime_now when `today` is given', () => {
    expect(render("{{ strftime_now('%d %b %Y') }}", {}, '2026-01-01')).toEqual({
      text: '01 Jan 2026',
    });
  });

  it('should give a refusal as data, in the order of the jobs', () => {
    const results = renderWithJinja2([
      { template: "{{ raise_exception('no tools') }}", context: {} },
      { template: '{{ x.append(1) }}', context: { x: [] } },
      {
        template: '{% for i in r %}{% if i > 1 %}{% break %}{% endif %}{{ i }}{% endfor %}',
        context: { r: [0, 1, 2, 3] },
      },
    ]);
    expect(results[0]).toEqual({ error: 'TemplateError: no tools' });
    // The sandbox is immutable, as in transformers: a template cannot change its variables.
    expect(results[1]).toMatchObject({ error: expect.stringMatching(/^SecurityError/) });
    expect(results[2]).toEqual({ text: '01' });
  });

  it('should trim blocks and strip their leading whitespace', () => {
    expect(render('  {% if true %}\nyes\n  {% endif %}\nend')).toEqual({ text: 'yes\nend' });
  });
});
