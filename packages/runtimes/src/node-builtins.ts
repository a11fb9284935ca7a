import { builtinModules } from 'node:module';

const BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/** `node:x`, or a bare name of one of Node's built-in modules (`fs`, `util`, `fs/promises`). */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(specifier);
}

const LIBRARY_SOURCE = /\/packages\/(?:rjson|coercion|rxml|protocols|parser)\/src\/(.+)$/;

/**
 * Whether `file` is source of a published library that must run without Node: under
 * `packages/{rjson,coercion,rxml,protocols,parser}/src`, but not a test, a test helper, or the
 * `tool-parser` command (`parser/src/cli`). The same files biome.json's `noNodejsModules`
 * override covers.
 */
export function isLibrarySource(file: string): boolean {
  const path = LIBRARY_SOURCE.exec(file)?.[1];
  if (path === undefined) return false;
  return (
    !path.startsWith('cli/') &&
    !path.endsWith('.test.ts') &&
    !/(?:^|\/)(?:test|test-utils)\//.test(path)
  );
}
