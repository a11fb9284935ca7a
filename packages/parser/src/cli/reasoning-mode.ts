import type { ProtocolOptions } from '@tool/protocols';

/**
 * How the inspector reads thinking blocks, as `--reasoning MODE` and the page's "Thinking" menu
 * name them: `blocks` (the default: blocks are reasoning, calls inside them never run),
 * `start-inside` (the output begins inside a block, as DeepSeek R1's does), `parse-calls` (calls
 * inside blocks run) and `off` (blocks are text).
 */
export type ReasoningMode = 'blocks' | 'start-inside' | 'parse-calls' | 'off';

export const REASONING_MODES: readonly ReasoningMode[] = [
  'blocks',
  'start-inside',
  'parse-calls',
  'off',
];

/** The middleware's `reasoning` option for a mode. */
export function reasoningOption(mode: ReasoningMode): ProtocolOptions['reasoning'] {
  switch (mode) {
    case 'blocks':
      return {};
    case 'start-inside':
      return { startInReasoning: true };
    case 'parse-calls':
      return { toolCalls: 'parse' };
    case 'off':
      return false;
  }
}

export function isReasoningMode(value: unknown): value is ReasoningMode {
  return typeof value === 'string' && (REASONING_MODES as readonly string[]).includes(value);
}
