import { type BuiltInPresetName, builtInPresets } from '@tool/protocols';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { presetSalvage } from './preset-salvage';

/** The short name of a preset (`hermes`, `qwen3-coder`, …). */
export type PresetName = BuiltInPresetName;

/** The preset names, in a stable order (that of the format list in `@tool/protocols`). */
export const presetNames: PresetName[] = builtInPresets.map((preset) => preset.name);

/**
 * Every preset by its short name, as the CLI (`--preset`) and `toolMiddlewareFor` know them,
 * built once from the format declarations of `@tool/protocols` (one protocol instance each). The
 * definitions are specification-neutral: each entry point turns them into its own middleware.
 */
export const presetDefinitions: Readonly<Record<PresetName, ToolMiddlewareOptions>> =
  Object.fromEntries(
    builtInPresets.map((preset) => [
      preset.name,
      {
        protocol: preset.protocol(),
        toolSystemPromptTemplate: preset.systemPrompt,
        ...(preset.placement === undefined ? {} : { placement: preset.placement }),
        ...salvageOf(preset.name),
      } satisfies ToolMiddlewareOptions,
    ]),
    // Object.fromEntries types its keys as `string`; they are exactly the preset names.
  ) as Record<PresetName, ToolMiddlewareOptions>;

/** The preset's default `fallbackProtocols` (see `PRESET_SALVAGE`), when it has any. */
function salvageOf(name: PresetName): Pick<ToolMiddlewareOptions, 'fallbackProtocols'> {
  const fallbackProtocols = presetSalvage(name);
  return fallbackProtocols === undefined ? {} : { fallbackProtocols };
}
