import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The real chat templates (`shared/templates/*.jinja`) are test data kept beside the checkout, never
 * in it: CI has `../shared` next to the repository; a worktree may sit one level deeper. The first
 * ancestor of the repository root holding `shared/templates` wins; `undefined` when none does.
 */
export function findSharedTemplates(): string | undefined {
  let dir = REPO_ROOT;
  for (let depth = 0; depth < 4; depth++) {
    const parent = dirname(dir);
    const candidate = join(parent, 'shared', 'templates');
    if (existsSync(candidate)) return candidate;
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

export const SHARED_TEMPLATES = findSharedTemplates();

export const NO_TEMPLATES_MESSAGE =
  'skipped: the real chat templates are not beside the checkout (expected ../shared/templates next to the repository root)';

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
