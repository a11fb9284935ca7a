import type { ProtocolOptions, ReasoningBlock, ReasoningOptions } from '../types';

/** `<think>…</think>`, written by most thinking models whatever their call format. */
export const THINK_BLOCK: ReasoningBlock = { open: '<think>', close: '</think>' };

/** How one parse reads thinking blocks: the options resolved against the format's blocks. */
export interface ReasoningSetup {
  readonly blocks: readonly ReasoningBlock[];
  readonly startInReasoning: boolean;
  readonly toolCalls: 'ignore' | 'parse';
}

const KEYS = new Set(['open', 'close', 'startInReasoning', 'toolCalls']);

/**
 * The reasoning setup of one parse: off for `reasoning: false`; otherwise the user's `open` /
 * `close` pair, or else the format's blocks (`<think>` when it declares none).
 *
 * @throws TypeError when the option is not `false` or an object of the documented keys, or a
 * marker cannot be derived; checked before any output is read, so a mistake fails fast.
 */
export function resolveReasoning(
  option: ProtocolOptions['reasoning'],
  formatBlocks: readonly ReasoningBlock[] | undefined,
): ReasoningSetup | undefined {
  if (option === false) return undefined;
  const given = checkOptions(option ?? {});
  const blocks =
    given.open !== undefined || given.close !== undefined
      ? [pairOf(given.open, given.close)]
      : formatBlocks !== undefined && formatBlocks.length > 0
        ? formatBlocks
        : [THINK_BLOCK];
  return {
    blocks,
    startInReasoning: given.startInReasoning === true,
    toolCalls: given.toolCalls ?? 'ignore',
  };
}

function checkOptions(option: unknown): ReasoningOptions {
  if (typeof option !== 'object' || option === null || Array.isArray(option)) {
    throw new TypeError(
      `reasoning must be false or an object such as { startInReasoning: true }; got ${describe(option)}.`,
    );
  }
  const record = option as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KEYS.has(key)) {
      throw new TypeError(
        `reasoning has no option ${JSON.stringify(key)}; it takes open, close, startInReasoning and toolCalls (for example { open: '<think>' } instead of extractReasoningMiddleware's tagName).`,
      );
    }
  }
  for (const key of ['open', 'close'] as const) {
    const value = record[key];
    if (value !== undefined && (typeof value !== 'string' || value.length === 0)) {
      throw new TypeError(
        `reasoning.${key} must be a non-empty string such as '<think>'; got ${describe(value)}.`,
      );
    }
  }
  const start = record.startInReasoning;
  if (start !== undefined && typeof start !== 'boolean') {
    throw new TypeError(
      `reasoning.startInReasoning must be true or false; got ${describe(start)}.`,
    );
  }
  const calls = record.toolCalls;
  if (calls !== undefined && calls !== 'ignore' && calls !== 'parse') {
    throw new TypeError(
      `reasoning.toolCalls must be 'ignore' (calls inside reasoning are never run) or 'parse'; got ${describe(calls)}.`,
    );
  }
  return record as ReasoningOptions;
}

/** The block of a user's markers; a missing one is derived from the other (`<x>` ↔ `</x>`, `[X]` ↔ `[/X]`). */
function pairOf(open: string | undefined, close: string | undefined): ReasoningBlock {
  const opening = open ?? openOf(close as string);
  if (opening === undefined) {
    throw new TypeError(
      `reasoning.open cannot be derived from close ${JSON.stringify(close)} (only </x> → <x> and [/X] → [X] are): give both, for example { open: '<|think|>', close: '<|/think|>' }.`,
    );
  }
  const closing = close ?? closeOf(opening);
  if (closing === undefined) {
    throw new TypeError(
      `reasoning.close cannot be derived from open ${JSON.stringify(open)} (only <x> → </x> and [X] → [/X] are): give both, for example { open: '${open}', close: '…' }.`,
    );
  }
  return { open: opening, close: closing };
}

function closeOf(open: string): string | undefined {
  if (/^<[^</>]+>$/.test(open)) return `</${open.slice(1)}`;
  if (/^\[[^[\]/]+\]$/.test(open)) return `[/${open.slice(1)}`;
  return undefined;
}

function openOf(close: string): string | undefined {
  if (/^<\/[^</>]+>$/.test(close)) return `<${close.slice(2)}`;
  if (/^\[\/[^[\]/]+\]$/.test(close)) return `[${close.slice(2)}`;
  return undefined;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || Array.isArray(value)) return value === null ? 'null' : 'an array';
  return typeof value;
}
