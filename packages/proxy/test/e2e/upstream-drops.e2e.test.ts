import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatCall } from '@tool/test-server';
import { afterEach, describe, expect, it } from 'vitest';
import { functionTools, postRaw, startProxy } from './harness';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const messages = [{ role: 'user' as const, content: 'Weather?' }];

const stubs: Server[] = [];
afterEach(async () => {
  await Promise.all(
    stubs.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** An upstream on a real socket, answering each request (its body parsed) with `answer`. */
async function stubUpstream(
  answer: (body: { stream?: boolean }, res: ServerResponse) => void,
): Promise<string> {
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => {
      text += piece;
    });
    req.on('end', () => answer(text ? JSON.parse(text) : {}, res));
  });
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** Starts an event stream, sends one chunk of text, then cuts the connection. */
function dieMidStream(_body: unknown, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const chunk = {
    id: 'c',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { role: 'assistant', content: 'Let me ' } }],
  };
  res.write(`data: ${JSON.stringify(chunk)}\n\n`, () => {
    setTimeout(() => res.socket?.destroy(), 20);
  });
}

/** The events of a streamed answer, `[DONE]` kept as text and the others parsed. */
async function events(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice('data: '.length))
    .map((data) => (data === '[DONE]' ? data : JSON.parse(data)));
}

describe('an upstream that drops the connection', () => {
  it.each([
    ['plain chat (passthrough)', {}],
    ['a tool request', { tools: TOOLS }],
  ])('should end a stream of %s with the same final error event', async (_name, extra) => {
    const proxy = await startProxy({ upstream: await stubUpstream(dieMidStream) });
    const response = await postRaw(
      proxy,
      JSON.stringify({ model: 'm', messages, stream: true, ...extra }),
    );
    expect(response.status).toBe(200);
    const sent = await events(response);
    expect(sent).not.toContain('[DONE]');
    expect(sent.at(-1)).toEqual({
      error: {
        message: expect.stringMatching(/^The upstream connection failed: /),
        type: 'server_error',
        param: null,
        code: 'upstream_connection_failed',
      },
    });
  });

  it('should name a connection cut in the middle of a whole answer a connection failure', async () => {
    const proxy = await startProxy({
      upstream: await stubUpstream((_body, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
        res.write('{"id":"chatcmpl-1","object":"chat.completion","choices":[', () => {
          setTimeout(() => res.socket?.destroy(), 20);
        });
      }),
    });
    const response = await postRaw(proxy, JSON.stringify({ model: 'm', messages, tools: TOOLS }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        message: expect.stringMatching(/^The upstream connection failed: /),
        type: 'server_error',
        param: null,
        code: 'upstream_connection_failed',
      },
    });
  });
});

describe('rate-limit headers of the upstream', () => {
  const RATE_HEADERS = {
    'retry-after': '7',
    'x-ratelimit-remaining-requests': '0',
    'x-ratelimit-reset-requests': '7s',
    'x-request-id': 'req-upstream-1',
  };

  it.each([
    ['plain chat (passthrough), 429', {}, 429],
    ['a tool request, 429', { tools: TOOLS }, 429],
    ['a tool request, 200', { tools: TOOLS }, 200],
    ['a streamed tool request, 200', { tools: TOOLS, stream: true }, 200],
  ])('should reach the client on %s', async (_name, extra, status) => {
    const call = formatCall('hermes', 'get_weather', { city: 'Seoul' });
    const upstream = await stubUpstream((request, res) => {
      if (status === 429) {
        res.writeHead(429, { 'content-type': 'application/json', ...RATE_HEADERS });
        res.end(JSON.stringify({ error: { message: 'Slow down', type: 'rate_limit_error' } }));
        return;
      }
      const identity = { id: 'chatcmpl-1', created: 1, model: 'm' };
      if (request.stream === true) {
        res.writeHead(200, { 'content-type': 'text/event-stream', ...RATE_HEADERS });
        const chunk = { ...identity, object: 'chat.completion.chunk' };
        const delta = { role: 'assistant', content: call };
        res.write(`data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta }] })}\n\n`);
        const stop = { index: 0, delta: {}, finish_reason: 'stop' };
        res.end(`data: ${JSON.stringify({ ...chunk, choices: [stop] })}\n\ndata: [DONE]\n\n`);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', ...RATE_HEADERS });
      const message = { role: 'assistant', content: call };
      const choices = [{ index: 0, message, finish_reason: 'stop' }];
      res.end(JSON.stringify({ ...identity, object: 'chat.completion', choices }));
    });
    const proxy = await startProxy({ upstream, preset: 'hermes' });
    const response = await postRaw(proxy, JSON.stringify({ model: 'm', messages, ...extra }));
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(RATE_HEADERS)) {
      expect([name, response.headers.get(name)]).toEqual([name, value]);
    }
    const text = await response.text();
    if (status === 200) expect(text).toContain('get_weather');
  });
});

describe('rate-limit headers on the other APIs', () => {
  const schema = { type: 'object', properties: { city: { type: 'string' } } };
  it.each([
    [
      '/v1/responses',
      {
        model: 'm',
        input: 'Weather?',
        tools: [{ type: 'function', name: 'get_weather', parameters: schema }],
      },
    ],
    [
      '/v1/messages',
      {
        model: 'm',
        max_tokens: 64,
        messages: [{ role: 'user', content: 'Weather?' }],
        tools: [{ name: 'get_weather', input_schema: schema }],
      },
    ],
  ])('should keep retry-after and x-ratelimit-* on a 429 of %s', async (path, body) => {
    const upstream = await stubUpstream((_request, res) => {
      res.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '7',
        'x-ratelimit-remaining-tokens': '0',
      });
      res.end(JSON.stringify({ error: { message: 'Slow down', type: 'rate_limit_error' } }));
    });
    const proxy = await startProxy({ upstream });
    const response = await fetch(`${proxy.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('x-ratelimit-remaining-tokens')).toBe('0');
    expect(await response.text()).toContain('Slow down');
  });
});
