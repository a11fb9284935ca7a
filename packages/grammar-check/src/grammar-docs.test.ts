import { readFileSync } from 'node:fs';
import { builtInPresets, callShapeFor } from '@tool/protocols';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../../docs/grammar.md', import.meta.url), 'utf8');

/** The rows of the per-preset table under "## Formats": preset name and trigger cell. */
function tableRows(): Map<string, string> {
  const section = page.slice(
    page.indexOf('## Formats'),
    page.indexOf('\n## ', page.indexOf('## Formats') + 1),
  );
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const match = /^\| `([a-z0-9-]+)` \| (.+?) \| .+ \|$/.exec(line);
    if (match) rows.set(match[1] as string, match[2] as string);
  }
  return rows;
}

describe('docs/grammar.md', () => {
  it('has one row per preset, in the list order, with the trigger its call shape has', () => {
    const rows = tableRows();
    expect([...rows.keys()]).toEqual(builtInPresets.map((preset) => preset.name));
    for (const preset of builtInPresets) {
      const shape = callShapeFor(preset.protocol());
      const cell = rows.get(preset.name) ?? '';
      if (shape.kind === 'unsupported') {
        expect(cell, preset.name).toBe('none');
        continue;
      }
      // A code span; `\|` is a pipe inside a table cell, and a span with backticks is padded.
      const trigger = cell.replace(/^`+ ?| ?`+$/g, '').replaceAll('\\|', '|');
      expect(trigger, preset.name).toBe(shape.trigger('get_weather'));
    }
  });
});
