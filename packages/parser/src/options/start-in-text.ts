import type { ProtocolOptions } from '@tool/protocols';

/**
 * The options of a parse whose text does not begin the output inside a thinking block after all:
 * the provider sent reasoning of its own before it (a server with a reasoning parser), or an
 * earlier run of text already began the output. `startInReasoning` is off; the rest is kept.
 */
export function startInText(options: ProtocolOptions): ProtocolOptions {
  const reasoning = options.reasoning;
  if (typeof reasoning !== 'object' || reasoning === null || reasoning.startInReasoning !== true) {
    return options;
  }
  return { ...options, reasoning: { ...reasoning, startInReasoning: false } };
}
