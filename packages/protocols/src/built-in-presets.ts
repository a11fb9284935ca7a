import { type BuiltInPresetName, builtInFormats } from './built-in-formats';
import type { FormatDeclaration, PromptPlacement } from './format-declaration/format-declaration';
import type { ToolCallProtocol } from './types';

/** A built-in preset with its format: what the parser turns into a middleware. */
export interface BuiltInPreset {
  readonly name: BuiltInPresetName;
  readonly description: string;
  /** The format it is a preset of. */
  readonly format: FormatDeclaration<BuiltInPresetName>;
  /** Builds its protocol (the format's default unless the preset configures its own). */
  readonly protocol: () => ToolCallProtocol;
  readonly systemPrompt: (tools: string) => string;
  /** Undefined: the system message. */
  readonly placement?: PromptPlacement;
}

const formats: readonly FormatDeclaration<BuiltInPresetName>[] = builtInFormats;

/** Every built-in preset, in the order of the format list. */
export const builtInPresets: readonly BuiltInPreset[] = formats.flatMap((format) =>
  format.presets.map((preset) => ({
    name: preset.name,
    description: preset.description,
    format,
    protocol: preset.protocol ?? format.protocol,
    systemPrompt: preset.systemPrompt,
    ...(preset.placement === undefined ? {} : { placement: preset.placement }),
  })),
);
