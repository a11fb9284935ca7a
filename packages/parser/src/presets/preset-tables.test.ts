import { readFileSync } from 'node:fs';
import { builtInFormats } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import * as namedMiddlewares from './named-middlewares';
import { presetNames } from './preset-definitions';

// README's preset table, docs/presets.md's tables and docs/api.md's `PresetName` list every
// preset: derived here from the one format list, so a preset added without its rows (or a row
// left for one that is gone) fails.

const root = new URL('../../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const presetsDoc = readFileSync(new URL('docs/presets.md', root), 'utf8');
const apiDoc = readFileSync(new URL('docs/api.md', root), 'utf8');

/** `qwen3-coder` → `qwen3CoderToolMiddleware`, as `pnpm generate` names the export. */
const middlewareName = (preset: string) =>
  `${preset.replace(/-(.)/g, (_, c: string) => c.toUpperCase())}ToolMiddleware`;

/** The first column of the table rows of `doc` that follow the header `header`, unquoted. */
function firstColumn(doc: string, header: string): string[] {
  const start = doc.indexOf(header);
  if (start < 0) throw new Error(`No table with the header "${header}".`);
  const rows: string[] = [];
  for (const line of doc.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push((line.split('|')[1] ?? '').trim().replace(/^`|`$/g, ''));
  }
  return rows;
}

/** The preset column (the third) of docs/presets.md's model table: `` `functionary` (`functionary-v31`) ``. */
function modelTablePresets(): string[] {
  const start = presetsDoc.indexOf('| family | example ids | preset | format |');
  const names: string[] = [];
  for (const line of presetsDoc.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    const cell = line.split(/(?<!\\)\|/)[3] ?? '';
    names.push(...[...cell.matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1] as string));
  }
  return names;
}

/** The quoted names of docs/api.md's `type PresetName` union, from its bullet to its source note. */
function apiPresetNames(): string[] {
  const start = apiDoc.indexOf('- `type PresetName`:');
  const end = apiDoc.indexOf('(`BuiltInPresetName`', start);
  if (start < 0 || end < 0) throw new Error('docs/api.md has no `type PresetName` bullet.');
  return [...apiDoc.slice(start, end).matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1] as string);
}

const middlewares = presetNames.map(middlewareName);

describe('the preset tables', () => {
  it('should name exports that exist', () => {
    for (const name of middlewares) expect(namedMiddlewares).toHaveProperty(name);
  });

  // The rows are grouped by family, not in the list's order: each preset once is what counts.
  it("should list every preset once in README's table", () => {
    expect(firstColumn(readme, '| preset | format | models |').sort()).toEqual(middlewares.sort());
  });

  it("should list every preset once in docs/presets.md's table", () => {
    const rows = firstColumn(presetsDoc, '| preset | a call looks like | for |');
    expect(rows.sort()).toEqual(middlewares.sort());
  });

  it("should give every preset that serves model ids a row in docs/presets.md's model table", () => {
    const served = new Set(builtInFormats.flatMap((format) => format.models.map((m) => m.preset)));
    const listed = new Set(modelTablePresets());
    expect([...served].filter((preset) => !listed.has(preset))).toEqual([]);
    expect([...listed].filter((preset) => !presetNames.includes(preset as never))).toEqual([]);
  });

  it("should spell every preset once in docs/api.md's PresetName union, in the list's order", () => {
    expect(apiPresetNames()).toEqual([...presetNames]);
  });
});
