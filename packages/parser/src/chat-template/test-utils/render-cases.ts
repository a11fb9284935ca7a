import { describe, expect, it } from 'vitest';
import {
  hasJinja2,
  NO_JINJA2_MESSAGE,
  renderWithJinja2,
} from '../../../../protocols/src/test-utils/jinja2/render-with-jinja2';
import { type ChatTemplateContext, compileChatTemplate } from '../compile-chat-template';

/**
 * Registers the tests of a table of template snippets: each renders as its expected text, and,
 * where python3-jinja2 is installed, as Jinja2 renders it (so the expectations are Jinja2's).
 */
export function describeRenderCases(
  subject: string,
  cases: Readonly<Record<string, readonly [source: string, expected: string]>>,
  context: ChatTemplateContext,
): void {
  describe(`${subject} render as in Jinja2`, () => {
    it.each(Object.entries(cases))('%s', (_name, [source, expected]) => {
      expect(compileChatTemplate(source).render(context)).toBe(expected);
    });
  });

  describe.skipIf(!hasJinja2())(`${subject} against python3-jinja2`, () => {
    if (!hasJinja2()) it.skip(NO_JINJA2_MESSAGE, () => {});
    it('writes what Jinja2 writes for every case', () => {
      const sources = Object.values(cases).map(([source]) => source);
      const expected = renderWithJinja2(sources.map((template) => ({ template, context })));
      const ours = sources.map((source) => ({ text: compileChatTemplate(source).render(context) }));
      expect(ours).toEqual(expected);
    });
  });
}
