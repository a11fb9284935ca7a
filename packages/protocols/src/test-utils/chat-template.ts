import { renderSharedTemplate, sharedTemplateMissing } from './jinja2/render-shared-template';
import { jinja2Missing } from './jinja2/render-with-jinja2';

/**
 * The real chat templates of `../shared/templates/` (test data kept outside the repository,
 * never copied into it), rendered with the Jinja2 oracle (`jinja2/`), so that a format's tests
 * can check the parser against exactly what a model's own template writes.
 */

/** The day `strftime_now` gives, so that a render is the same on every day. */
const TODAY = '2026-01-01';

/**
 * Why `template` cannot be rendered here (the folder, the file, python3 or Jinja2 is missing), or
 * undefined when it can. Tests skip with this message.
 */
export function templateUnavailable(template: string): string | undefined {
  return sharedTemplateMissing(template) ?? jinja2Missing();
}

/**
 * Renders `template` once per context (`messages`, `tools`, `add_generation_prompt`, …;
 * `bos_token` and `eos_token` default to empty) in one python3 run.
 *
 * @throws Error when the template cannot be rendered here (see {@link templateUnavailable}) or
 *   refuses a context.
 */
export function renderTemplate(
  template: string,
  contexts: readonly Record<string, unknown>[],
): string[] {
  const rendered = renderSharedTemplate(
    template,
    contexts.map((context) => ({ bos_token: '', eos_token: '', ...context })),
    { today: TODAY },
  );
  if ('skip' in rendered) throw new Error(`Rendering ${template} failed: ${rendered.skip}`);
  return rendered.texts;
}

/** An OpenAI-style assistant message with tool calls, as chat templates read them. */
export function assistantWithCalls(
  calls: readonly { toolName: string; input: unknown }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    role: 'assistant',
    content: '',
    tool_calls: calls.map((call, index) => ({
      id: `call_${index}`,
      type: 'function',
      function: { name: call.toolName, arguments: call.input },
    })),
    ...extra,
  };
}
