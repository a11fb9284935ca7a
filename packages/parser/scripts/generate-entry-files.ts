// `pnpm generate`: writes the parser's entry points and named presets from the format list of
// @tool/protocols. Reads the built package (run after `pnpm --filter @tool/protocols build`; the
// root `pnpm generate` builds it first).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as protocols from '@tool/protocols';
import { entryFiles } from './entry-files.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let written = 0;
for (const [path, text] of Object.entries(entryFiles(protocols, root))) {
  const file = join(root, path);
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  writeFileSync(file, text);
  written++;
  console.log(`wrote packages/parser/${path}`);
}
if (written === 0) console.log('the entry files are up to date');
