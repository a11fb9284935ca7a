import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedTemplatesFolder } from '../../../../protocols/src/test-utils/jinja2/shared-templates-folder';

/**
 * The real chat templates (`shared/templates/*.jinja`), test data kept beside the checkout, never
 * in it; found as the Jinja2 oracle finds them (`CHAT_TEMPLATES_DIR`, else the first
 * `shared/templates` above the checkout). `undefined` when there are none.
 */
export const SHARED_TEMPLATES = sharedTemplatesFolder();

export const NO_TEMPLATES_MESSAGE =
  'skipped: the real chat templates are not beside the checkout (expected ../shared/templates next to the repository root, or CHAT_TEMPLATES_DIR)';

/** File name → template text, sorted by name; empty when the folder is missing. */
export function readSharedTemplates(): ReadonlyMap<string, string> {
  const templates = new Map<string, string>();
  if (SHARED_TEMPLATES === undefined) return templates;
  for (const file of readdirSync(SHARED_TEMPLATES)
    .filter((name) => name.endsWith('.jinja'))
    .sort()) {
    templates.set(file, readFileSync(join(SHARED_TEMPLATES, file), 'utf8'));
  }
  return templates;
}

/** One template's text, or undefined when the folder or the file is missing. */
export function readSharedTemplate(file: string): string | undefined {
  const path = SHARED_TEMPLATES === undefined ? undefined : join(SHARED_TEMPLATES, file);
  return path !== undefined && existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
