// The exports both entry points share besides those derived from the format list: everything
// that involves no middleware. `scripts/entry-files.ts` lists them in `index.ts` and `ai-v6.ts`;
// add a shared export here, then run `pnpm generate`.
export type {
  JsonMixProtocolOptions,
  ToolCallErrorMetadata,
  ToolCallProtocol,
} from '@tool/protocols';
export {
  type HighlightOptions,
  type HighlightStyle,
  highlightSegments,
} from './debug/highlight-segments';
export { toolCallMiddlewareOptions } from './options/call-provider-options';
export type {
  ToolCallMiddlewareCallOptions,
  ToolMiddlewareOptions,
  ToolPromptPlacement,
} from './options/middleware-options';
export { type PresetName, presetDefinitions, presetNames } from './presets/preset-definitions';
export { presetForModel } from './presets/preset-for-model';
export type { ToolMiddlewareForOptions } from './presets/preset-options-for-model';
export { ToolMiddlewareError, type ToolMiddlewareErrorCode } from './tool-middleware-error';
