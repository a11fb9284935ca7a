import { createServer } from 'node:net';
import { formatCall, type ReplayServer, startReplayServer } from '@tool/test-server';
import OpenAI from 'openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionTools } from './harness';
import { listening, run } from './run-bin';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const call = formatCall('hermes', 'get_weather', { city: 'Seoul' });

const replays: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(replays.splice(0).map((replay) => replay.close()));
});

/** Starts a streamed tool request through the proxy at `url`. */
function streamToolCall(url: string): Promise<Response> {
  return fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'qwen3:8b',
      messages: [{ role: 'user', content: 'Weather?' }],
      tools: TOOLS,
      stream: true,
    }),
  });
}

async function replay(options: Parameters<typeof startReplayServer>[0]): Promise<ReplayServer> {
  const server = await startReplayServer(options);
  replays.push(server);
  return server;
}

describe('the tool-proxy bin', () => {
  it('should print every flag with its variable on --help', async () => {
    const help = run(['--help']);
    expect(await help.exit).toBe(0);
    for (const text of [
      '--upstream URL',
      'TOOL_PROXY_UPSTREAM',
      'UPSTREAM_API_KEY',
      '--preset NAME',
      '--malformed-calls MODE',
      'TOOL_PROXY_MALFORMED_CALLS',
      'TOOL_PROXY_PORT or PORT',
      '--api-key KEY',
      '--body-limit SIZE',
      '--grace-period MS',
      '--cors-origin ORIGIN',
      'TOOL_PROXY_CORS_ORIGINS',
      '--quiet',
    ]) {
      expect(help.stdout()).toContain(text);
    }
  });

  it.each([
    [[], /Missing the upstream: give its base URL with --upstream URL/],
    [
      ['--upstream', 'localhost:11434'],
      /Invalid --upstream "localhost:11434": expected an http\(s\) base URL/,
    ],
    [
      ['--upstream', 'http://127.0.0.1:1/v1', '--port', 'abc'],
      /Invalid --port "abc": expected a port number/,
    ],
    [
      ['--upstream', 'http://127.0.0.1:1/v1', '--preset', 'hermez'],
      /Invalid --preset "hermez": expected auto or one of hermes, gemma/,
    ],
    [
      ['--upstream', 'http://127.0.0.1:1/v1', '--malformed-calls', 'retry'],
      /Invalid --malformed-calls "retry": expected feedback or text\./,
    ],
    [
      ['--upstream', 'http://127.0.0.1:1/v1', '--cors-origin', 'localhost:3000'],
      /Invalid --cors-origin "localhost:3000": expected an origin with its scheme, such as http:\/\/localhost:3000/,
    ],
    [['--upstream', 'http://127.0.0.1:1/v1', '--bogus'], /Unknown option '--bogus'/],
  ])('should exit 2 with a message that says how to fix %j', async (args, message) => {
    const bad = run(args);
    expect(await bad.exit).toBe(2);
    expect(bad.stderr()).toMatch(message);
    expect(bad.stderr()).toContain('Run tool-proxy --help');
  });

  it('should exit 2 for a bad environment variable, naming it', async () => {
    const bad = run([], {
      TOOL_PROXY_UPSTREAM: 'http://127.0.0.1:1/v1',
      TOOL_PROXY_BODY_LIMIT: 'lots',
    });
    expect(await bad.exit).toBe(2);
    expect(bad.stderr()).toMatch(/Invalid TOOL_PROXY_BODY_LIMIT "lots": expected a size/);
  });

  it('should exit 1 when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const taken = run(['--upstream', 'http://127.0.0.1:1/v1', '--port', String(port)]);
      expect(await taken.exit).toBe(1);
      expect(taken.stderr()).toMatch(/cannot listen on 127\.0\.0\.1:\d+ .*Choose another --port/);
    } finally {
      blocker.close();
    }
  });

  it('should read settings from the environment, let flags win, serve, log, and stop on SIGTERM', async () => {
    const upstream = await replay({ script: () => call });
    const proxy = run(['--port', '0'], {
      TOOL_PROXY_UPSTREAM: upstream.url,
      TOOL_PROXY_PORT: '1',
      TOOL_PROXY_API_KEY: 'secret',
    });
    const url = await listening(proxy);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'secret', maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: 'qwen3:8b',
      messages: [{ role: 'user', content: 'Weather?' }],
      tools: TOOLS,
    });
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    await vi.waitFor(() =>
      expect(proxy.stdout()).toMatch(
        /\n\S+Z POST \/v1\/chat\/completions 200 \d+ms model=qwen3:8b/,
      ),
    );
    proxy.child.kill('SIGTERM');
    expect(await proxy.exit).toBe(0);
    expect(proxy.stdout()).toContain('stopped: every request finished');
  });

  it('should drain an in-flight stream on SIGTERM, refuse new requests, then exit', async () => {
    const upstream = await replay({
      script: () => `${'Let me think about that. '.repeat(8)}${call}`,
      chunking: 4,
      eventDelayMs: 25,
    });
    const proxy = run(['--upstream', upstream.url, '--port', '0', '--quiet']);
    const url = await listening(proxy);
    const response = await streamToolCall(url);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let body = decoder.decode((await reader.read()).value, { stream: true });
    proxy.child.kill('SIGTERM');
    await vi.waitFor(() =>
      expect(proxy.stdout()).toContain('SIGTERM: not taking new requests; 1 in flight'),
    );
    // A readiness probe on a new connection still gets its answer while the stream drains: 503
    // `draining`, so a load balancer takes the instance out; a new API request gets 503 too.
    const health = await fetch(`${url}/health`);
    expect([health.status, await health.json()]).toEqual([503, { status: 'draining' }]);
    const refused = await fetch(`${url}/v1/models`);
    expect([refused.status, (await refused.json()).error.code]).toEqual([503, 'shutting_down']);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(body).toContain('"finish_reason":"tool_calls"');
    expect(await proxy.exit).toBe(0);
    expect(proxy.stdout()).toContain('stopped: every request finished');
    expect(upstream.closedEarly).toEqual([]);
  });

  it('should close what is still open when the grace period ends', async () => {
    const upstream = await replay({
      script: () => `${'A very slow answer. '.repeat(40)}${call}`,
      chunking: 2,
      eventDelayMs: 30,
    });
    const proxy = run([
      '--upstream',
      upstream.url,
      '--port',
      '0',
      '--grace-period',
      '300',
      '--quiet',
    ]);
    const url = await listening(proxy);
    const response = await streamToolCall(url);
    const text = response.text().then(
      (body) => body,
      () => 'cut',
    );
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(1));
    proxy.child.kill('SIGTERM');
    expect(await proxy.exit).toBe(0);
    expect(proxy.stdout()).toMatch(
      /stopped: the grace period ended with 1 request\(s\) still open/,
    );
    expect(await text).not.toContain('[DONE]');
    await vi.waitFor(() => expect(upstream.closedEarly).toEqual([0]));
  });
});
