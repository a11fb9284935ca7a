import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A folder of commands for the shell blocks: every `bin` of the workspace's packages (`tool-parser`,
 * `tool-eval`, `tool-proxy`, …), running the built `dist/`, and an `npx` that runs those bins the
 * way `npx NAME` and `npx -p PACKAGE NAME` would after an install, and refuses anything else
 * rather than reach the network.
 *
 * @param root - The repository root.
 * @param dir - Where to write the commands.
 * @returns The bin names, to tell which commands a block may use.
 */
export async function writeWorkspaceBins(root: string, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const entry of await readdir(join(root, 'packages'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let bin: Record<string, string> | undefined;
    try {
      const pkg = JSON.parse(
        await readFile(join(root, 'packages', entry.name, 'package.json'), 'utf8'),
      );
      bin = pkg.bin;
    } catch {
      continue;
    }
    for (const [name, file] of Object.entries(bin ?? {})) {
      const target = join(root, 'packages', entry.name, file);
      await script(join(dir, name), `exec node ${JSON.stringify(target)} "$@"`);
      names.push(name);
    }
  }
  await script(
    join(dir, 'npx'),
    [
      'while [ $# -gt 0 ]; do',
      '  case "$1" in -y|--yes) shift ;; -p|--package) shift 2 ;; --package=*) shift ;; *) break ;; esac',
      'done',
      `case "$1" in ${names.join('|')}) exec "$@" ;; esac`,
      'echo "docs-check: npx $1 is not a bin of this repository; mark the block illustrative" >&2',
      'exit 127',
    ].join('\n'),
  );
  return names;
}

async function script(path: string, body: string): Promise<void> {
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
}
