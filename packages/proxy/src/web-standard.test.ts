import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * What a file may use all the same: the Bun entry is a Bun program, and `process.on` /
 * `process.exit` are Bun's own API for signals and the exit code (Bun has no other).
 */
const ALLOWED: Record<string, RegExp> = { [join('runtimes', 'bun.ts')]: /^process\.$/ };

/** Source files that the Bun, Deno and Worker entries load: everything but the Node entry. */
function portableSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node' ? [] : portableSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the app core', () => {
  it('should use web-standard APIs only, so it runs on Bun, Deno and Workers', () => {
    const files = portableSources();
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) => {
      // Comments may name Node APIs (to say what the code does instead); code may not.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const found = [
        ...code.matchAll(
          /from '(node:[^']+|@hono\/node-server[^']*)'|\bprocess\.|\bBuffer\b|\brequire\(/g,
        ),
      ];
      const name = relative(SRC, file);
      return found
        .filter((match) => !ALLOWED[name]?.test(match[0]))
        .map((match) => `${name}: ${match[0]}`);
    });
    expect(offending).toEqual([]);
  });
});
