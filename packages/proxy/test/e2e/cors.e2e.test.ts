import { formatCall, type ReplayServer, startReplayServer } from '@tool/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionTools } from './harness';
import { listening, type Run, run } from './run-bin';

const PAGE = 'http://localhost:3000';
const OTHER_PAGE = 'https://app.example.com';
const STRANGER = 'https://evil.example';
const KEY = 'secret';
const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
/** The headers the openai SDK sends from a browser, as a preflight asks for them. */
const SDK_HEADERS =
  'authorization,content-type,x-stainless-arch,x-stainless-lang,x-stainless-os,x-stainless-retry-count';

const script = (request: { messages: Array<{ content?: unknown }> }) =>
  JSON.stringify(request.messages).includes('Weather')
    ? formatCall('hermes', 'get_weather', { city: 'Seoul' })
    : 'Hello.';

function preflight(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/v1/chat/completions`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': SDK_HEADERS,
    },
  });
}

function chat(
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown> | string,
): Promise<Response> {
  return fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify({ model: 'qwen3:8b', ...body }),
  });
}

const WEATHER = { messages: [{ role: 'user', content: 'Weather in Seoul?' }], tools: TOOLS };
const PLAIN = { messages: [{ role: 'user', content: 'Say hello.' }] };

describe('CORS for two origins (--cors-origin, repeated), with --api-key', () => {
  let replay: ReplayServer;
  let proxy: Run;
  let url: string;

  beforeAll(async () => {
    replay = await startReplayServer({ script, chunking: 3 });
    proxy = run(
      [
        '--upstream',
        replay.url,
        '--port',
        '0',
        '--api-key',
        KEY,
        '--cors-origin',
        `${PAGE}/`,
        '--cors-origin',
        OTHER_PAGE,
      ],
      {},
      'file',
    );
    url = await listening(proxy);
  });
  afterAll(async () => {
    await replay?.close();
  });

  it('should answer a preflight 204 without a key, allowing the origin, methods and headers asked for', async () => {
    for (const origin of [PAGE, OTHER_PAGE]) {
      const response = await preflight(url, origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe(SDK_HEADERS);
      expect(response.headers.get('access-control-max-age')).toBe('600');
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(await response.text()).toBe('');
    }
  });

  it('should give a whole answer, a stream and plain chat the origin', async () => {
    const headers = { origin: PAGE, authorization: `Bearer ${KEY}` };
    const whole = await chat(url, headers, WEATHER);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(whole.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(whole.headers.get('vary')).toMatch(/\bOrigin\b/);
    const completion = await whole.json();
    expect(completion.choices[0].message.tool_calls[0].function).toEqual({
      name: 'get_weather',
      arguments: '{"city":"Seoul"}',
    });

    const streamed = await chat(url, headers, { ...WEATHER, stream: true });
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(streamed.headers.get('access-control-allow-origin')).toBe(PAGE);
    const events = await streamed.text();
    expect(events).toContain('"finish_reason":"tool_calls"');
    expect(events.endsWith('data: [DONE]\n\n')).toBe(true);

    const plain = await chat(url, headers, PLAIN);
    expect(plain.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect((await plain.json()).choices[0].message.content).toBe('Hello.');

    const models = await fetch(`${url}/v1/models`, { headers });
    expect(models.status).toBe(200);
    expect(models.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('should give errors the origin too: 401 without the key, 400 for a body that is not JSON', async () => {
    const unauthorized = await chat(url, { origin: PAGE }, WEATHER);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect((await unauthorized.json()).error.code).toBe('missing_api_key');

    const bad = await chat(url, { origin: PAGE, authorization: `Bearer ${KEY}` }, '{"model":');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('should give another origin no CORS header, and still serve it (CORS is the browser’s check)', async () => {
    const refused = await preflight(url, STRANGER);
    expect(refused.status).toBe(204);
    const corsHeaders = [...refused.headers.keys()].filter((name) =>
      name.startsWith('access-control-'),
    );
    expect(corsHeaders).toEqual([]);
    expect(refused.headers.get('vary')).toMatch(/\bOrigin\b/);

    const served = await chat(url, { origin: STRANGER, authorization: `Bearer ${KEY}` }, PLAIN);
    expect(served.status).toBe(200);
    expect(served.headers.get('access-control-allow-origin')).toBeNull();
    expect(served.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(proxy.stdout()).toContain(`origin-not-allowed=${STRANGER}`);

    const noOrigin = await chat(url, { authorization: `Bearer ${KEY}` }, PLAIN);
    expect(noOrigin.status).toBe(200);
    expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS for any origin (TOOL_PROXY_CORS_ORIGINS=*)', () => {
  let replay: ReplayServer;
  let proxy: Run;
  let url: string;
  let replayClosed = false;

  beforeAll(async () => {
    replay = await startReplayServer({ script, chunking: 3 });
    proxy = run(
      ['--port', '0', '--quiet'],
      {
        TOOL_PROXY_UPSTREAM: replay.url,
        TOOL_PROXY_CORS_ORIGINS: '*',
      },
      'file',
    );
    url = await listening(proxy);
  });
  afterAll(async () => {
    if (!replayClosed) await replay?.close();
  });

  it('should allow any origin with *, on preflights, streams and upstream failures', async () => {
    const response = await preflight(url, STRANGER);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(SDK_HEADERS);

    const streamed = await chat(url, { origin: PAGE }, { ...PLAIN, stream: true });
    expect(streamed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await streamed.text()).toContain('data: [DONE]');

    replayClosed = true;
    await replay.close();
    const failed = await chat(url, { origin: PAGE }, WEATHER);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
    expect((await failed.json()).error.code).toBe('upstream_unreachable');
  });
});
