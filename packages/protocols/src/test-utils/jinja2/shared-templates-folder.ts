import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the real chat templates (test data kept beside the checkout in
 * `shared/templates`, never copied into it): `CHAT_TEMPLATES_DIR` (or the older
 * `TOOL_TEMPLATES_DIR`) when set, else the first `shared/templates` in a folder above this one;
 * undefined when there is none.
 */
export function sharedTemplatesFolder(): string | undefined {
  const given = process.env.CHAT_TEMPLATES_DIR || process.env.TOOL_TEMPLATES_DIR;
  if (given !== undefined && given !== '') return existsSync(given) ? given : undefined;
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'templates');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
