import { type FunctionTool, withFallbackProtocols } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { type PresetName, presetDefinitions, presetNames } from '../presets/preset-definitions';
import { PRESET_SALVAGE, presetSalvage } from '../presets/preset-salvage';
import {
  LEAKED_SHAPE_CALLS,
  LEAKED_SHAPES,
  type LeakedShape,
  SHAPE_TOOLS,
} from '../test-utils/leaked-shapes';

// Issue 32, item 4: which leaked neighbours' shapes each preset reads by default — its own
// format plus PRESET_SALVAGE — as docs/presets.md's salvage table says.

/**
 * Read by every preset: Hermes JSON and its variants inside `<tool_call>` — arrays, double-encoded
 * arguments, Python literals, `\$`, the envelope aliases (`tool`, `function`; `parameters`,
 * `args`, `input`) and a YAML body — and Qwen3-Coder XML, inside `<tool_call>` or bare.
 */
const EVERYWHERE: readonly LeakedShape[] = [
  'hermes-json',
  'function-xml-in-tool-call',
  'function-xml',
  'array-in-tool-call',
  'double-encoded-arguments',
  'python-literals',
  'dollar-escape',
  'alias-tool-parameters',
  'alias-function-args',
  'alias-input',
  'yaml-in-tool-call',
];

/** A bare object is llama3-json's own call syntax; no other preset reads one in prose. */
const ALSO: Partial<Record<PresetName, readonly LeakedShape[]>> = {
  'llama3-json': ['bare-object'],
};

/**
 * What a preset's own format keeps it from reading: Functionary's `<function=NAME>` takes JSON,
 * so a bare Qwen3-Coder `<function=NAME>` with XML parameters is Functionary's broken call.
 */
const NOT_READ: Partial<Record<PresetName, readonly LeakedShape[]>> = {
  functionary: ['function-xml'],
  'functionary-v31': ['function-xml'],
};

function read(preset: PresetName, text: string) {
  const { protocol, fallbackProtocols = [] } = presetDefinitions[preset];
  return withFallbackProtocols(protocol, fallbackProtocols)
    .parseGeneratedText({ text, tools: SHAPE_TOOLS as FunctionTool[] })
    .filter((part) => part.type === 'tool-call')
    .map((part) => ({ toolName: part.toolName, input: JSON.parse(part.input) }));
}

const READ = presetNames.flatMap((preset) =>
  [...EVERYWHERE, ...(ALSO[preset] ?? [])]
    .filter((shape) => !(NOT_READ[preset] ?? []).includes(shape))
    .map((shape) => ({ preset, shape })),
);

describe('leaked shapes read by default', () => {
  it.each(READ)('$preset should read $shape', ({ preset, shape }) => {
    expect(read(preset, LEAKED_SHAPES[shape])).toEqual(LEAKED_SHAPE_CALLS[shape]);
  });

  it.each(presetNames.filter((preset) => !(ALSO[preset] ?? []).includes('bare-object')))(
    '%s should leave a bare object in prose as text',
    (preset) => {
      expect(read(preset, LEAKED_SHAPES['bare-object'])).toEqual([]);
    },
  );

  it.each(
    presetNames.flatMap((preset) => (NOT_READ[preset] ?? []).map((shape) => ({ preset, shape }))),
  )('$preset should not run $shape, which its own format owns', ({ preset, shape }) => {
    expect(read(preset, LEAKED_SHAPES[shape])).toEqual([]);
  });
});

describe('the salvage lists', () => {
  it('should give every preset but qwen3-coder (which reads Hermes JSON itself) neighbours', () => {
    expect(presetNames.filter((preset) => presetSalvage(preset) === undefined)).toEqual([
      'qwen3-coder',
    ]);
    expect(presetDefinitions['qwen3-coder'].fallbackProtocols).toBeUndefined();
  });

  it.each(presetNames.filter((preset) => PRESET_SALVAGE[preset].length > 0))(
    '%s should get fresh protocol instances per call, one per neighbour',
    (preset) => {
      const first = presetSalvage(preset);
      const second = presetSalvage(preset);
      expect(first?.length).toBe(PRESET_SALVAGE[preset].length);
      expect(second?.[0]).not.toBe(first?.[0]);
      expect(presetDefinitions[preset].fallbackProtocols?.length).toBe(first?.length);
    },
  );
});
