import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as v6 from '../ai-v6';
import * as v7 from '../index';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const entries = [entry('../index.ts'), entry('../ai-v6.ts')];
const program = ts.createProgram(entries, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();

/** Every name an entry point exports, values and types, `export *` followed. */
function exportedNames(path: string): string[] {
  const file = program.getSourceFile(path);
  const module = file === undefined ? undefined : checker.getSymbolAtLocation(file);
  if (module === undefined) throw new Error(`${path}: not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.name)
    .sort();
}

function isMiddleware(value: unknown): value is { specificationVersion: string } {
  return typeof value === 'object' && value !== null && 'specificationVersion' in value;
}

// A compile-time guard over every value the AI SDK 6 entry exports: none may be, or return, an
// AI SDK 7 middleware. Adding such an export breaks the type-check of this file.
type V4Like = { readonly specificationVersion: 'v4' };
type ReturnsV4<T> = T extends (...args: never[]) => infer R
  ? [Extract<R, V4Like>] extends [never]
    ? false
    : true
  : false;
type V4Exports = {
  [K in keyof typeof v6]: [Extract<(typeof v6)[K], V4Like>] extends [never]
    ? ReturnsV4<(typeof v6)[K]> extends true
      ? K
      : never
    : K;
}[keyof typeof v6];
const noV4Exports: [V4Exports] extends [never] ? true : V4Exports = true;

describe('the @tool/parser/ai-v6 entry', () => {
  it('should export exactly the names of the main entry, types included', () => {
    const [main, ai6] = entries.map(exportedNames);
    expect(main?.length).toBeGreaterThan(60);
    expect(ai6).toEqual(main);
  });

  it('should export the same runtime names as the main entry', () => {
    expect(Object.keys(v6).sort()).toEqual(Object.keys(v7).sort());
  });

  it('should give a V3 middleware wherever the main entry gives a V4 one', () => {
    const main = v7 as Record<string, unknown>;
    const ai6 = v6 as Record<string, unknown>;
    const middlewares = Object.keys(main).filter((name) => isMiddleware(main[name]));
    expect(middlewares.length).toBeGreaterThan(10);
    for (const name of middlewares) {
      expect({ name, version: (main[name] as V4Like).specificationVersion }).toEqual({
        name,
        version: 'v4',
      });
      expect({ name, version: isMiddleware(ai6[name]) && ai6[name].specificationVersion }).toEqual({
        name,
        version: 'v3',
      });
    }
    expect(noV4Exports).toBe(true);
  });

  it('should share every export that involves no middleware', () => {
    const main = v7 as Record<string, unknown>;
    const ai6 = v6 as Record<string, unknown>;
    const own = Object.keys(main).filter((name) => main[name] !== ai6[name]);
    expect(own.sort()).toEqual(
      [
        'createToolMiddleware',
        'fromChatTemplate',
        'toolMiddlewareFor',
        ...Object.keys(main).filter((name) => isMiddleware(main[name])),
      ].sort(),
    );
  });
});
