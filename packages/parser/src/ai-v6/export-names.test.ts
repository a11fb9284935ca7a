import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as v6 from '../ai-v6';
import * as v7 from '../index';

/** Every name a barrel exports, values and types, read from its `export … from` statements. */
function exportedNames(file: string): string[] {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    // A star export would hide which names it brings; the barrels list each name.
    if (clause === undefined || !ts.isNamedExports(clause)) {
      throw new Error(`${file}: use named exports, not \`export *\``);
    }
    for (const element of clause.elements) names.push(element.name.text);
  }
  return names.sort();
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
    expect(exportedNames('../ai-v6.ts')).toEqual(exportedNames('../index.ts'));
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
        'toolMiddlewareFor',
        ...Object.keys(main).filter((name) => isMiddleware(main[name])),
      ].sort(),
    );
  });
});
