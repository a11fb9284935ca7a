import { renderSharedTemplate } from './jinja2/render-shared-template';

/**
 * Renders a real chat template (test data in `../shared/templates/`, never copied into the
 * repository) with the Jinja2 oracle (`jinja2/`), as the models' own tooling does, once per entry
 * of `inputs` (the template's variables: `messages`, `tools`, `add_generation_prompt`, …; the
 * tokens `bos_token` `<s>` and `eos_token` `</s>` unless given), in one Python process. Gives the
 * reason instead when the folder, the template, `python3` or its `jinja2` module is missing, so
 * that a test can skip with that message.
 */
export function renderChatTemplate(
  template: string,
  inputs: readonly Record<string, unknown>[],
): { texts: string[] } | { skip: string } {
  return renderSharedTemplate(
    template,
    inputs.map((input) => ({ bos_token: '<s>', eos_token: '</s>', ...input })),
    { today: '2026-01-01' },
  );
}
