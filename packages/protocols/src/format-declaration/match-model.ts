import type { FormatDeclaration, ModelRule } from './format-declaration';

/** What {@link matchModel} found for a model id. */
export interface ModelMatch<Preset extends string = string> {
  readonly format: FormatDeclaration<Preset>;
  readonly preset: Preset;
  /** Whether the model's chat template opens a thinking block in the prompt (see `startInside`). */
  readonly startsInReasoning: boolean;
}

/** Longest id looked at: every real id is far shorter, and this bounds the work on any input. */
const MAX_ID = 512;

/**
 * The format and preset a model was trained on, from its id as a provider spells it, by the
 * {@link ModelRule}s of `formats`: the rule of lowest priority that matches decides (ties go to
 * the earlier format in the list). Undefined for an id no rule matches, and for a non-string.
 */
export function matchModel<Preset extends string>(
  modelId: string,
  formats: readonly FormatDeclaration<Preset>[],
): ModelMatch<Preset> | undefined {
  if (typeof modelId !== 'string') return undefined;
  const id = modelId.slice(0, MAX_ID).toLowerCase();
  let best: { rule: ModelRule<Preset>; format: FormatDeclaration<Preset> } | undefined;
  for (const format of formats) {
    for (const rule of format.models) {
      if (best !== undefined && rule.priority >= best.rule.priority) continue;
      if (rule.match.test(id) && (rule.accept?.(id) ?? true)) best = { rule, format };
    }
  }
  if (best === undefined) return undefined;
  return {
    format: best.format,
    preset: best.rule.preset,
    startsInReasoning: best.format.reasoning.startInside.some((pattern) => pattern.test(id)),
  };
}
