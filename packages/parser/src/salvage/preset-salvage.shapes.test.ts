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

/** Read by every preset: Hermes JSON and its variants inside `<tool_call>`, and Qwen3-Coder XML. */
const EVERYWHERE: readonly LeakedShape[] = [
  'hermes-json',
  'function-xml-in-tool-call',
  'function-xml',
  'array-in-tool-call',
  'double-encoded-arguments',
  'python-literals',
  'dollar-escape',
];

/**
 * The envelope aliases read inside `<tool_call>` (`tool`, `function`; `parameters`, `args`,
 * `input`), and a YAML body there.
 */
const ALIASES: readonly LeakedShape[] = [
  'alias-tool-parameters',
  'alias-function-args',
  'alias-input',
  'yaml-in-tool-call',
];

/**
 * What each preset reads beyond {@link EVERYWHERE}. The aliases are read by every preset: Hermes
 * JSON in `<tool_call>` is read through json-mix or the JSON fallback of qwen3-coder and glm
 * (llama3-json's `<tool_call>` is its Qwen3-Coder salvage's).
 */
const ALSO: Record<PresetName, readonly LeakedShape[]> = Object.fromEntries(
  presetNames.map((preset) => [
    preset,
    // A bare object is llama3-json's own call syntax; no other preset reads one in prose.
    preset === 'llama3-json' ? ['bare-object', ...ALIASES] : ALIASES,
  ]),
) as Record<PresetName, readonly LeakedShape[]>;

function read(preset: PresetName, text: string) {
  const { protocol, fallbackProtocols = [] } = presetDefinitions[preset];
  return withFallbackProtocols(protocol, fallbackProtocols)
    .parseGeneratedText({ text, tools: SHAPE_TOOLS as FunctionTool[] })
    .filter((part) => part.type === 'tool-call')
    .map((part) => ({ toolName: part.toolName, input: JSON.parse(part.input) }));
}

/**
 * The presets with a salvage list (docs/presets.md's table). The presets of issue 27's formats
 * have none yet: they read their own format only, which the last test below pins.
 */
const SALVAGED = presetNames.filter((preset) => PRESET_SALVAGE[preset] !== undefined);

const READ = SALVAGED.flatMap((preset) =>
  [...EVERYWHERE, ...ALSO[preset]].map((shape) => ({ preset, shape })),
);

describe('leaked shapes read by default', () => {
  it.each(READ)('$preset should read $shape', ({ preset, shape }) => {
    expect(read(preset, LEAKED_SHAPES[shape])).toEqual(LEAKED_SHAPE_CALLS[shape]);
  });

  it.each(presetNames.filter((preset) => !ALSO[preset].includes('bare-object')))(
    '%s should leave a bare object in prose as text',
    (preset) => {
      expect(read(preset, LEAKED_SHAPES['bare-object'])).toEqual([]);
    },
  );
});

describe('presets without a salvage list', () => {
  it.each(presetNames.filter((preset) => PRESET_SALVAGE[preset] === undefined))(
    '%s should read its own format only',
    (preset) => {
      expect(presetSalvage(preset)).toBeUndefined();
      expect(presetDefinitions[preset].fallbackProtocols ?? []).toEqual([]);
    },
  );
});
