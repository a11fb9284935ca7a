import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { OpenAIError } from '../openai-error';

const BEARER = /^Bearer\s+(.+)$/i;

/**
 * Requires one of `keys` as `Authorization: Bearer KEY` (OpenAI's clients) or `x-api-key: KEY`
 * (Anthropic's), answering 401 otherwise, in the shape of the API asked (so clients show
 * "Incorrect API key provided"). Keys are compared in constant time.
 */
export function apiKeyAuth(keys: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const apiKey = c.req.header('x-api-key')?.trim();
    const given =
      (header === undefined ? undefined : BEARER.exec(header.trim())?.[1]) ||
      (apiKey === '' ? undefined : apiKey);
    if (given === undefined) {
      throw new OpenAIError({
        status: 401,
        type: 'authentication_error',
        message:
          "You didn't provide an API key. Send it in the Authorization header as 'Bearer KEY', or as 'x-api-key: KEY' (the key given to tool-proxy with --api-key).",
        code: 'missing_api_key',
      });
    }
    let known = false;
    for (const key of keys) {
      // Every key is compared, so the time taken does not tell which one was close.
      if (await timingSafeEqual(key, given)) known = true;
    }
    if (!known) {
      throw new OpenAIError({
        status: 401,
        type: 'authentication_error',
        message: 'Incorrect API key provided. Use a key given to tool-proxy with --api-key.',
        code: 'invalid_api_key',
      });
    }
    await next();
  };
}
