import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Markdown files whose code blocks the check reads, by path from the repository root: the
 * README, every page of `docs/`, and the README of every package and example.
 *
 * @param root - The repository root.
 */
export function docsFiles(root: string): string[] {
  const files = ['README.md'];
  for (const name of readdirSync(join(root, 'docs')).sort()) {
    if (name.endsWith('.md')) files.push(`docs/${name}`);
  }
  for (const folder of ['packages', 'examples']) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const readme = `${folder}/${entry.name}/README.md`;
      if (entry.isDirectory() && existsSync(join(root, readme))) files.push(readme);
    }
  }
  return files;
}
