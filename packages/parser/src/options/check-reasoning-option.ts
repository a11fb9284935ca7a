import { resolveReasoning } from '@tool/protocols';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { checkKnownKeys } from './check-known-keys';
import { REASONING_OPTION_KEYS } from './option-keys';

/**
 * Checks a `reasoning` option before any model call, so a mistake fails fast with the engine's
 * message (what was wrong and an example of what works).
 *
 * @param where Where the option was given, for the message (`createToolMiddleware`, …).
 * @throws ToolMiddlewareError (`INVALID_OPTION`) when the option cannot be used.
 */
export function checkReasoningOption(value: unknown, where: string): void {
  checkKnownKeys(value, REASONING_OPTION_KEYS, `${where} reasoning`);
  try {
    resolveReasoning(value as Parameters<typeof resolveReasoning>[0], undefined);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `${where}: ${reason}`,
      cause,
    });
  }
}
