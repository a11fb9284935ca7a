import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkStructure as checkFiles, harnessPackages, readTree } from './check-structure.mjs';

const root = resolve(import.meta.dirname, '..');
const tree = readTree(root);
const harness = harnessPackages(root);
/** The check as `pnpm test` runs it, with the repository's private test harnesses. */
const checkStructure = (files) => checkFiles(files, { harness });

/** The real tree with `planted` added (path → source). */
const planted = (extra) => new Map([...tree, ...Object.entries(extra)]);

const P = 'packages/protocols/src';

describe('check-structure', () => {
  it('should pass on the repository as it is', () => {
    expect(checkStructure(tree)).toEqual([]);
  });

  it.each([
    ['../json-calls/json-block-segment'],
    ['@tool/rjson'],
    ['../json-mix/json-mix-protocol'],
  ])('should catch engine/ importing %s', (specifier) => {
    const problems = checkStructure(
      planted({
        [`${P}/engine/planted.ts`]: `import { x } from '${specifier}';\nexport const y = x;\n`,
      }),
    );
    // A family or a format imports the engine, so such an import also closes a cycle.
    expect(problems[0]).toContain(`${P}/engine/planted.ts imports '${specifier}'`);
  });

  it('should allow engine/ to import itself, ../types and ../errors/', () => {
    const source =
      "import type { A } from './segment';\nimport type { B } from '../types';\nimport { C } from '../errors/tool-call-parse-error';\n";
    expect(checkStructure(planted({ [`${P}/engine/planted.ts`]: source }))).toEqual([]);
  });

  it('should catch a format name in the fallback composer', () => {
    const problems = checkStructure(
      planted({
        [`${P}/fallback/planted.ts`]: "export const rule = (name: string) => name === 'glm';\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringContaining("fallback/planted.ts names the format 'glm'"),
    ]);
  });

  it('should catch a format name written in a third file outside its folder, not in comments', () => {
    const files = {
      'packages/parser/src/a.ts': "export const a = 'harmony';\n",
      'packages/parser/src/b.ts': 'export const b = "harmony";\n',
    };
    expect(checkStructure(planted(files))).toEqual([]);
    const problems = checkStructure(
      planted({
        ...files,
        'packages/parser/src/c.ts': "export const c = `harmony`; // and 'harmony'\n",
        'packages/parser/src/d.ts':
          "// the 'harmony' preset\n/* 'harmony' */ export const d = 1;\n",
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^the format name 'harmony' stands as a string literal in 3 source files/,
      ),
    ]);
  });

  it('should leave the private test harnesses out of the format-name rule, and only them', () => {
    expect([...harness].sort()).toEqual(expect.arrayContaining(['runtimes', 'test-server']));
    expect(harness.has('parser')).toBe(false);
    const written = (pkg) =>
      Object.fromEntries(
        ['a', 'b', 'c'].map((name) => [
          `packages/${pkg}/src/${name}.ts`,
          "export const x = 'glm';\n",
        ]),
      );
    expect(checkStructure(planted(written('test-server')))).toEqual([]);
    // The three planted files, beside any the tree already has (a parser test table names glm).
    const problems = checkStructure(planted(written('eval')));
    expect(problems).toEqual([
      expect.stringMatching(
        /^the format name 'glm' stands as a string literal in \d+ source files/,
      ),
    ]);
    for (const name of ['a', 'b', 'c'])
      expect(problems[0]).toContain(`packages/eval/src/${name}.ts`);
  });

  it('should catch an import cycle between folders, naming the imports that close it', () => {
    const problems = checkStructure(
      planted({
        [`${P}/engine/planted.ts`]: "import { x } from '../fallback/dispatch-segment';\n",
      }),
    );
    const cycle = problems.find((p) => p.startsWith('import cycle between folders'));
    expect(cycle).toMatch(/protocols:engine.*protocols:fallback/);
    expect(cycle).toContain(`${P}/engine/planted.ts → ../fallback/dispatch-segment`);
    expect(problems[0]).toContain('engine/ may import only itself');
  });

  it('should catch an import cycle between packages', () => {
    const problems = checkStructure(
      planted({ 'packages/rjson/src/planted.ts': "import { x } from '@tool/parser';\n" }),
    );
    expect(problems.some((p) => p.startsWith('import cycle between packages'))).toBe(true);
  });

  it('should catch a declaration whose name is not its folder', () => {
    const path = `${P}/glm/glm-format.ts`;
    const source = (tree.get(path) ?? '').replace("name: 'glm'", "name: 'glm4'");
    expect(checkStructure(planted({ [path]: source }))).toEqual([
      expect.stringContaining("the format is named 'glm4' but lives in glm/"),
    ]);
  });
});
