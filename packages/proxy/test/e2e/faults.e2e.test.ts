import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCall, startReplayServer } from '@tool/test-server';
import OpenAI from 'openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionTools, postRaw, startProxy, startStack } from './harness';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const messages = [{ role: 'user' as const, content: 'Weather?' }];
const call = formatCall('hermes', 'get_weather', { city: 'Seoul' });

const stubs: Server[] = [];
afterEach(async () => {
  await Promise.all(
    stubs.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** An upstream that answers every request with `status` and an OpenAI-shaped error. */
async function failingUpstream(status: number, error: object): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '7' });
    res.end(JSON.stringify({ error }));
  });
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

async function apiError(promise: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenAI.APIError);
  return error as InstanceType<typeof OpenAI.APIError>;
}

describe('tool-proxy faults', () => {
  it.each([
    ['not JSON', '{"model": "m", "messages": [', null, 'invalid_json'],
    ['not an object', '[1, 2]', null, 'invalid_json'],
    ['no model', JSON.stringify({ messages }), 'model', 'missing_required_parameter'],
    [
      'messages not an array',
      JSON.stringify({ model: 'm', messages: 'Hi' }),
      'messages',
      'invalid_type',
    ],
    [
      'a bad role',
      JSON.stringify({ model: 'm', messages: [{ role: 'robot', content: 'x' }], tools: TOOLS }),
      'messages[0].role',
      'invalid_value',
    ],
    [
      'tools not an array',
      JSON.stringify({ model: 'm', messages, tools: 'all' }),
      'tools',
      'invalid_type',
    ],
    [
      'a result for no call',
      JSON.stringify({
        model: 'm',
        messages: [...messages, { role: 'tool', tool_call_id: 'x', content: '1' }],
        tools: TOOLS,
      }),
      'messages[1].tool_call_id',
      'invalid_value',
    ],
    [
      'an undeclared tool choice',
      JSON.stringify({
        model: 'm',
        messages,
        tools: TOOLS,
        tool_choice: { type: 'function', function: { name: 'nope' } },
      }),
      'tool_choice.function.name',
      'invalid_value',
    ],
    [
      'a string temperature',
      JSON.stringify({ model: 'm', messages, tools: TOOLS, temperature: 'hot' }),
      'temperature',
      'invalid_type',
    ],
    ['n = 2', JSON.stringify({ model: 'm', messages, tools: TOOLS, n: 2 }), 'n', 'invalid_value'],
  ])('should answer %s with 400 in OpenAI shape', async (_name, body, param, code) => {
    const { proxy, replay } = await startStack({ script: () => 'x' });
    const response = await postRaw(proxy, body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json).toEqual({
      error: { message: expect.any(String), type: 'invalid_request_error', param, code },
    });
    expect(replay.requests).toHaveLength(0);
  });

  it('should surface a 400 through the openai client with its param', async () => {
    const { client } = await startStack({ script: () => 'x' });
    const error = await apiError(
      client.chat.completions.create({
        model: 'm',
        tools: TOOLS,
        messages: [...messages, { role: 'tool', tool_call_id: 'missing', content: 'r' }],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.param).toBe('messages[1].tool_call_id');
    expect(error.message).toContain(
      "no assistant message before it has a tool call with id 'missing'",
    );
  });

  it('should answer 401 for a missing or wrong key and serve the right one', async () => {
    const { proxy } = await startStack({ script: () => call }, { apiKey: ['key-one', 'key-two'] });
    const client = (apiKey: string) =>
      new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey, maxRetries: 0 });
    const wrong = await apiError(
      client('nope').chat.completions.create({ model: 'm', messages, tools: TOOLS }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.type).toBe('authentication_error');
    expect(wrong.code).toBe('invalid_api_key');
    const missing = await postRaw(proxy, '{}', { authorization: '' });
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.code).toBe('missing_api_key');
    const ok = await client('key-two').chat.completions.create({
      model: 'm',
      messages,
      tools: TOOLS,
    });
    expect(ok.choices[0]?.finish_reason).toBe('tool_calls');
    expect((await fetch(`${proxy.url}/health`)).status).toBe(200);
  });

  it('should answer 413 for a body over the limit, and 404 for an unknown route', async () => {
    const { proxy, replay } = await startStack({ script: () => 'x' }, { bodyLimitBytes: 1024 });
    const big = JSON.stringify({
      model: 'm',
      messages: [{ role: 'user', content: 'x'.repeat(4096) }],
    });
    const response = await postRaw(proxy, big);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: 'request_too_large', param: null });
    expect(replay.requests).toHaveLength(0);
    const unknown = await fetch(`${proxy.url}/v1/embeddings`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-key' },
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({
      type: 'not_found_error',
      code: 'unknown_route',
    });
  });

  it('should answer 502 while the upstream is down and keep serving once it is back', async () => {
    const first = await startReplayServer({ script: () => call });
    const port = Number(new URL(first.url).port);
    await first.close();
    const proxy = await startProxy({ upstream: first.url });
    const client = new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey: 'k', maxRetries: 0 });
    for (const stream of [false, true]) {
      const error = await apiError(
        client.chat.completions.create({ model: 'm', messages, tools: TOOLS, stream }),
      );
      expect(error.status).toBe(502);
      expect(error.code).toBe('upstream_unreachable');
    }
    const plain = await apiError(client.chat.completions.create({ model: 'm', messages }));
    expect(plain.status).toBe(502);
    const again = await startReplayServer({ script: () => call, port });
    try {
      const completion = await client.chat.completions.create({
        model: 'm',
        messages,
        tools: TOOLS,
      });
      expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    } finally {
      await again.close();
    }
  });

  it.each([
    [
      400,
      {
        message: 'This model does not exist.',
        type: 'invalid_request_error',
        param: 'model',
        code: 'model_not_found',
      },
    ],
    [429, { message: 'Slow down.', type: 'rate_limit_error', param: null, code: 'rate_limited' }],
  ])(
    'should keep an upstream %i with its message, type, param and code',
    async (status, upstreamError) => {
      const proxy = await startProxy({ upstream: await failingUpstream(status, upstreamError) });
      for (const body of [{ tools: TOOLS }, { tools: TOOLS, stream: true }, {}]) {
        const response = await postRaw(proxy, JSON.stringify({ model: 'm', messages, ...body }));
        expect(response.status).toBe(status);
        expect(response.headers.get('retry-after') ?? '7').toBe('7');
        expect((await response.json()).error).toMatchObject(upstreamError);
      }
    },
  );

  it('should answer 504 when the upstream does not start answering in time, and close that request', async () => {
    const { client, replay } = await startStack(
      { script: () => call, answerDelayMs: 2000 },
      { upstreamTimeoutMs: 150 },
    );
    const error = await apiError(
      client.chat.completions.create({ model: 'm', messages, tools: TOOLS }),
    );
    expect(error.status).toBe(504);
    expect(error.code).toBe('upstream_timeout');
    await vi.waitFor(() => expect(replay.closedEarly).toEqual([0]), { timeout: 5000 });
  });

  it('should end a stream that goes silent with a final error event', async () => {
    const { proxy } = await startStack(
      // Headers and the first event come at once, then each event 1.5 s apart: silent too long.
      { script: () => `Thinking hard about it. ${call}`, chunking: 4, eventDelayMs: 1500 },
      { upstreamTimeoutMs: 500 },
    );
    const response = await postRaw(
      proxy,
      JSON.stringify({ model: 'm', messages, tools: TOOLS, stream: true }),
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n\n').filter((line) => line.length > 0);
    expect(lines).not.toContain('data: [DONE]');
    const last = JSON.parse(lines.at(-1)?.slice('data: '.length) ?? '');
    expect(last).toEqual({
      error: {
        message: expect.stringContaining('stopped sending'),
        type: 'server_error',
        param: null,
        code: 'upstream_timeout',
      },
    });
  });

  it.each([true, false])(
    'should close the upstream request when the client hangs up (stream: %s)',
    async (stream) => {
      const { client, replay, log } = await startStack({
        script: () => `${'Some thoughts first. '.repeat(40)}${call}`,
        chunking: 4,
        ...(stream ? { eventDelayMs: 20 } : { answerDelayMs: 3000 }),
      });
      const controller = new AbortController();
      const params = { model: 'm', messages, tools: TOOLS };
      if (stream) {
        const chunks = await client.chat.completions.create(
          { ...params, stream: true },
          { signal: controller.signal },
        );
        for await (const _chunk of chunks) break;
        controller.abort();
      } else {
        const request = client.chat.completions
          .create(params, { signal: controller.signal })
          .catch((error: unknown) => error);
        await vi.waitFor(() => expect(replay.requests).toHaveLength(1));
        controller.abort();
        expect(await request).toBeInstanceOf(Error);
      }
      await vi.waitFor(() => expect(replay.closedEarly).toEqual([0]), { timeout: 5000 });
      await vi.waitFor(() => expect(log).toHaveLength(1));
      expect(log[0]).toMatch(stream ? /client-closed$/ : / 499 /);
    },
  );
});
