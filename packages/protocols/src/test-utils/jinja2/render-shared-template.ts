import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jinja2Missing, type OracleSettings, renderWithJinja2 } from './render-with-jinja2';
import { sharedTemplatesFolder } from './shared-templates-folder';

/**
 * Renders the real chat template `file` of the shared templates folder once per context, with
 * the Jinja2 oracle ({@link renderWithJinja2}), in one python3 run. Gives the reason instead
 * when the folder, the file, `python3` or its `jinja2` module is missing, so that a test can
 * skip with that message.
 *
 * @throws Error when the template refuses a context (its message says which render failed).
 */
export function renderSharedTemplate(
  file: string,
  contexts: readonly Record<string, unknown>[],
  settings: OracleSettings = {},
): { texts: string[] } | { skip: string } {
  const skip = sharedTemplateMissing(file) ?? jinja2Missing();
  if (skip !== undefined) return { skip };
  const template = readFileSync(join(sharedTemplatesFolder() ?? '', file), 'utf8');
  const results = renderWithJinja2(
    contexts.map((context) => ({ template, context })),
    settings,
  );
  return {
    texts: results.map((result, index) => {
      if ('text' in result) return result.text;
      throw new Error(`rendering ${file} (context ${index}) failed: ${result.error}`);
    }),
  };
}

/** Why `file` cannot be read from the shared templates folder, or undefined when it can. */
export function sharedTemplateMissing(file: string): string | undefined {
  const folder = sharedTemplatesFolder();
  if (folder === undefined) {
    return 'no shared/templates folder above the repository (set CHAT_TEMPLATES_DIR)';
  }
  if (!existsSync(join(folder, file))) return `template ${file} not found in ${folder}`;
  return undefined;
}
