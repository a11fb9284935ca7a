import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname } from 'node:path';
import type * as XGrammar from '@mlc-ai/web-xgrammar';

type XGrammarModule = typeof XGrammar;

/**
 * Loads `@mlc-ai/web-xgrammar` in Node. Its bundle is UMD and uses `require` and `__filename`
 * to find its WASM in Node, but the package says `"type": "module"`, so Node's ESM loader runs it
 * without them; here it is compiled as the CommonJS module it is written as.
 */
export function loadXGrammar(): XGrammarModule {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@mlc-ai/web-xgrammar');
  const internal = Module as unknown as {
    new (
      id: string,
    ): {
      filename: string;
      paths: string[];
      exports: unknown;
      _compile(code: string, file: string): void;
    };
    _nodeModulePaths(dir: string): string[];
  };
  const mod = new internal(file);
  mod.filename = file;
  mod.paths = internal._nodeModulePaths(dirname(file));
  mod._compile(readFileSync(file, 'utf8'), file);
  return mod.exports as XGrammarModule;
}
