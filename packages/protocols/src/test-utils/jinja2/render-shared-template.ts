import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jinja2Missing, type OracleSettings, renderWithJinja2 } from './render-with-jinja2';
import { sharedTemplatesFolder } from './shared-templates-folder';

/** The day `strftime_now` gives unless told, so that a render is the same on every day. */
const FIXED_DAY = '2026-01-01';

/**
 * Renders the real chat template `file` of the shared templates folder (test data kept outside
 * the repository, never copied into it) with the Jinja2 oracle ({@link renderWithJinja2}), once
 * per context (`messages`, `tools`, `add_generation_prompt`, …; `bos_token` and `eos_token` are
 * empty unless given), in one python3 run, on a fixed day unless `settings.today` names one.
 *
 * @throws Error when the template cannot be rendered here — check
 *   {@link sharedTemplateUnavailable} first and skip with its message — or refuses a context (the
 *   message says which render failed).
 */
export function renderSharedTemplate(
  file: string,
  contexts: readonly Record<string, unknown>[],
  settings: OracleSettings = {},
): string[] {
  const unavailable = sharedTemplateUnavailable(file);
  if (unavailable !== undefined) throw new Error(`Cannot render ${file}: ${unavailable}`);
  const template = readFileSync(join(sharedTemplatesFolder() ?? '', file), 'utf8');
  const results = renderWithJinja2(
    contexts.map((context) => ({
      template,
      context: { bos_token: '', eos_token: '', ...context },
    })),
    { today: FIXED_DAY, ...settings },
  );
  return results.map((result, index) => {
    if ('text' in result) return result.text;
    throw new Error(`rendering ${file} (context ${index}) failed: ${result.error}`);
  });
}

/**
 * Why `file` cannot be rendered here (the shared templates folder, the file, `python3` or its
 * `jinja2` module is missing), or undefined when it can. Tests skip with this message.
 */
export function sharedTemplateUnavailable(file: string): string | undefined {
  const folder = sharedTemplatesFolder();
  if (folder === undefined) {
    return 'no shared/templates folder above the repository (set CHAT_TEMPLATES_DIR)';
  }
  if (!existsSync(join(folder, file))) return `template ${file} not found in ${folder}`;
  return jinja2Missing();
}
