import { ToolMiddlewareError } from '../tool-middleware-error';
import { nearestName } from './nearest-name';

/**
 * Rejects an option the middleware does not know, so a misspelt one (`malformedCall`, `reasonig`)
 * fails when it is given instead of being ignored. Every options object is checked this way, with
 * the same message: the unknown key, the nearest known name when one is close, and the list.
 *
 * @param options The object as the user gave it (not an object: nothing to check here).
 * @param known Its valid keys (from `option-keys.ts`).
 * @param where Where it was given, for the message (`createToolMiddleware`, …).
 * @throws ToolMiddlewareError (`INVALID_OPTION`) naming the first unknown key.
 */
export function checkKnownKeys(options: unknown, known: readonly string[], where: string): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return;
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const near = nearestName(key, known);
    const hint = near === undefined ? '' : ` Did you mean ${JSON.stringify(near)}?`;
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `${where} has no option ${JSON.stringify(key)}.${hint} It takes ${known.join(', ')}.`,
    });
  }
}
