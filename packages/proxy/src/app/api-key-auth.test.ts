import { describe, expect, it } from 'vitest';
import { createProxyApp } from '../create-proxy-app';
import type { FetchFunction } from '../upstream/upstream-fetch';

const messagesBody = { model: 'm', max_tokens: 9, messages: [{ role: 'user', content: 'Hi' }] };

/** An upstream that answers every chat request with "Hi." and records the headers it got. */
function upstream(): { fetch: FetchFunction; authorizations: Array<string | null> } {
  const authorizations: Array<string | null> = [];
  return {
    authorizations,
    fetch: async (input, init) => {
      authorizations.push(new Request(input, init).headers.get('authorization'));
      return Response.json({
        id: 'chatcmpl-up',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [
          { index: 0, message: { role: 'assistant', content: 'Hi.' }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    },
  };
}

const post = (
  app: ReturnType<typeof createProxyApp>,
  path: string,
  body: object,
  headers: Record<string, string>,
) =>
  app.fetch(
    new Request(`http://proxy.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

describe('apiKeyAuth on every API', () => {
  it('should take a key as x-api-key or as a bearer token, and refuse others in the API’s shape', async () => {
    const app = createProxyApp({
      upstream: 'http://up.test/v1',
      apiKey: ['k1', 'k2'],
      fetch: upstream().fetch,
    });
    expect((await post(app, '/v1/messages', messagesBody, { 'x-api-key': 'k2' })).status).toBe(200);
    expect(
      (await post(app, '/v1/messages', messagesBody, { authorization: 'Bearer k1' })).status,
    ).toBe(200);
    expect(
      (await post(app, '/v1/responses', { model: 'm', input: 'Hi' }, { 'x-api-key': 'k1' })).status,
    ).toBe(200);
    const missing = await post(app, '/v1/messages', messagesBody, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: expect.stringContaining("'x-api-key: KEY'") },
    });
    const wrong = await post(
      app,
      '/v1/responses',
      { model: 'm', input: 'Hi' },
      { 'x-api-key': 'nope' },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: { code: 'invalid_api_key', type: 'authentication_error' },
    });
  });

  it("should send a client's x-api-key upstream as a bearer token when the proxy checks no keys", async () => {
    const fake = upstream();
    const app = createProxyApp({ upstream: 'http://up.test/v1', fetch: fake.fetch });
    await post(app, '/v1/messages', messagesBody, { 'x-api-key': 'client-key' });
    await post(
      app,
      '/v1/responses',
      { model: 'm', input: 'Hi' },
      { authorization: 'Bearer other' },
    );
    expect(fake.authorizations).toEqual(['Bearer client-key', 'Bearer other']);
  });

  it('should let a browser page call /v1/messages: the preflight allows Anthropic’s headers', async () => {
    const app = createProxyApp({
      upstream: 'http://up.test/v1',
      apiKey: 'k',
      corsOrigins: 'http://localhost:3000',
      fetch: upstream().fetch,
    });
    const preflight = await app.fetch(
      new Request('http://proxy.test/v1/messages', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'x-api-key,anthropic-version,anthropic-beta,content-type',
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'x-api-key,anthropic-version,anthropic-beta,content-type',
    );
    const refused = await post(app, '/v1/messages', messagesBody, {
      origin: 'http://localhost:3000',
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
