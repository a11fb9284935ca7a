import { readFileSync } from 'node:fs';
import { type FunctionTool, withFallbackProtocols } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import table from './engine-parser-shapes.json';
import { type PresetName, presetDefinitions, presetNames } from './preset-definitions';

// The held-out audit of issue 27: the tool-call parsers other engines test (vLLM's
// tests/tool_parsers, SGLang's function-call parsers, llama.cpp's chat templates), one row per
// wire shape, with outputs written for this table in each shape (not copied from their tests).
// Each row's preset must read its outputs; a row without a preset is a gap no preset reads, and
// stays pinned here until one does. docs/presets.md's table is checked against this one.

interface Sample {
  text: string;
  calls: Array<[string, Record<string, unknown>]>;
  rest: string;
}
interface Row {
  names: string[];
  shape: string;
  preset: PresetName | undefined;
  samples: Sample[];
}

/** The JSON table, checked at the boundary instead of cast. */
function rows(value: unknown): Row[] {
  if (!Array.isArray(value)) throw new TypeError('engine-parser-shapes.json must be a list.');
  return value.map((row: Record<string, unknown>, i) => {
    const preset = row.preset ?? undefined;
    if (preset !== undefined && !presetNames.includes(preset as PresetName)) {
      throw new TypeError(`Row ${i}: "${String(preset)}" is not a preset.`);
    }
    if (!Array.isArray(row.names) || typeof row.shape !== 'string' || !Array.isArray(row.samples)) {
      throw new TypeError(`Row ${i} needs names, shape and samples.`);
    }
    return { ...(row as Omit<Row, 'preset'>), preset: preset as PresetName | undefined };
  });
}

const ROWS = rows(table);

const tools: FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
  },
  {
    type: 'function',
    name: 'get_time',
    inputSchema: { type: 'object', properties: { zone: { type: 'string' } } },
  },
];

/** What a preset, as `toolMiddlewareFor` configures it, reads in `text`: calls and text. */
function read(preset: PresetName, text: string) {
  const { protocol, fallbackProtocols = [] } = presetDefinitions[preset];
  const parts = withFallbackProtocols(protocol, fallbackProtocols).parseGeneratedText({
    text,
    tools,
  });
  const calls: Array<[string, unknown]> = [];
  let rest = '';
  for (const part of parts) {
    if (part.type === 'tool-call') calls.push([part.toolName, JSON.parse(part.input)]);
    else if (part.type === 'text') rest += part.text;
  }
  return { calls, rest };
}

const read_ = ROWS.filter((row) => row.preset !== undefined).flatMap((row) =>
  row.samples.map((sample, i) => ({ label: `${row.names[0]} #${i + 1}`, row, sample })),
);
const gaps = ROWS.filter((row) => row.preset === undefined);

describe('other engines’ parser shapes', () => {
  it.each(read_)('$label: its preset reads the calls and keeps the text', ({ row, sample }) => {
    expect(read(row.preset as PresetName, sample.text)).toEqual({
      calls: sample.calls,
      rest: sample.rest,
    });
  });

  it.each(gaps)('$names.0 is a gap: no preset reads it yet, and no text is lost', (row) => {
    for (const sample of row.samples) {
      for (const preset of presetNames) {
        expect(read(preset, sample.text), preset).toEqual({ calls: [], rest: sample.rest });
      }
    }
  });

  it('should name each engine parser once', () => {
    const names = ROWS.flatMap((row) => row.names);
    expect(new Set(names).size).toBe(names.length);
  });

  it("should match docs/presets.md's table, row for row", () => {
    const doc = readFileSync(new URL('../../../../docs/presets.md', import.meta.url), 'utf8');
    const start = doc.indexOf('| engine parsers | preset |');
    expect(start).toBeGreaterThan(0);
    const documented = doc
      .slice(start)
      .split('\n')
      .slice(2)
      .filter((line) => line.startsWith('|'))
      .map((line) => {
        const [names = '', preset = ''] = line.split(/(?<!\\)\|/).slice(1, 3);
        return `${names.trim()} → ${preset.trim()}`;
      });
    const expected = ROWS.map(
      (row) =>
        `${row.names.map((name) => `\`${name}\``).join(', ')} → ${row.preset === undefined ? 'none yet' : `\`${row.preset}\``}`,
    );
    expect(documented).toEqual(expected);
  });
});
