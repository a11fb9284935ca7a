import { describe, expect, it } from 'vitest';
import { completion, fakeUpstream, post, sse, UPSTREAM } from '../test/fake-upstream';
import { createProxyApp } from './create-proxy-app';

const tools = [
  { type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } },
];
const messages = [{ role: 'user', content: 'Weather?' }];

describe('createProxyApp', () => {
  it('should end a stream with a final error event when the upstream reports one mid-stream', async () => {
    const upstream = fakeUpstream(() =>
      sse([
        JSON.stringify({
          id: 'c',
          object: 'chat.completion.chunk',
          created: 1,
          model: 'm',
          choices: [{ index: 0, delta: { role: 'assistant', content: 'Let me ' } }],
        }),
        JSON.stringify({
          error: { message: 'GPU fell over', type: 'server_error', code: 'overloaded' },
        }),
      ]),
    );
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    const response = await post(app, { model: 'm', messages, tools, stream: true });
    expect(response.status).toBe(200);
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events).not.toContain('data: [DONE]');
    expect(JSON.parse(events.at(-1)?.slice(6) ?? '')).toEqual({
      error: {
        message: 'The upstream reported an error: GPU fell over',
        type: 'server_error',
        param: null,
        code: 'overloaded',
      },
    });
  });

  it("should send the client's key on when the proxy has no keys, and its own upstream key otherwise", async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const open = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    await post(open, { model: 'm', messages, tools }, { authorization: 'Bearer client-key' });
    await post(open, { model: 'm', messages }, { authorization: 'Bearer client-key' });
    const withUpstreamKey = createProxyApp({
      upstream: UPSTREAM,
      upstreamApiKey: 'up-key',
      fetch: upstream.fetch,
    });
    await post(
      withUpstreamKey,
      { model: 'm', messages, tools },
      { authorization: 'Bearer client-key' },
    );
    const guarded = createProxyApp({
      upstream: UPSTREAM,
      apiKey: 'proxy-key',
      fetch: upstream.fetch,
    });
    await post(guarded, { model: 'm', messages, tools }, { authorization: 'Bearer proxy-key' });
    expect(upstream.seen.map((seen) => seen.headers.get('authorization'))).toEqual([
      'Bearer client-key',
      'Bearer client-key',
      'Bearer up-key',
      null,
    ]);
  });

  it('should send the fields it does not read to the upstream, with the rewritten prompt', async () => {
    const upstream = fakeUpstream(() => completion('ok'));
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch, preset: 'hermes' });
    const response = await post(app, {
      model: 'm',
      messages,
      tools,
      top_k: 20,
      reasoning_effort: 'low',
      user: 'u-1',
      temperature: 0.5,
      max_completion_tokens: 64,
      stop: ['</s>'],
      seed: 3,
    });
    expect(response.status).toBe(200);
    const body = upstream.seen[0]?.body ?? {};
    expect(body).toMatchObject({
      model: 'm',
      top_k: 20,
      reasoning_effort: 'low',
      user: 'u-1',
      temperature: 0.5,
      max_tokens: 64,
      stop: ['</s>'],
      seed: 3,
    });
    expect(body.tools).toBeUndefined();
    expect(JSON.stringify(body.messages)).toContain('<tools>');
    expect(upstream.seen[0]?.url).toBe(`${UPSTREAM}/chat/completions`);
  });

  it('should ask for json_object instead of json_schema with structuredOutputs off', async () => {
    const upstream = fakeUpstream(() => completion('{"name":"get_weather","arguments":{}}'));
    for (const structuredOutputs of [true, false]) {
      const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch, structuredOutputs });
      const response = await post(app, { model: 'm', messages, tools, tool_choice: 'required' });
      expect((await response.json()).choices[0].finish_reason).toBe('tool_calls');
    }
    expect(
      upstream.seen.map(
        (seen) => JSON.stringify(seen.body?.response_format).match(/"type":"(\w+)"/)?.[1],
      ),
    ).toEqual(['json_schema', 'json_object']);
  });

  it.each([
    [undefined, 'feedback'],
    ['feedback', 'feedback'],
    ['text', 'text'],
  ] as const)(
    'should treat a botched call with malformedCalls %s as %s',
    async (malformedCalls, as) => {
      const botched =
        'On it.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": </tool_call>';
      const upstream = fakeUpstream(() => completion(botched));
      const app = createProxyApp({
        upstream: UPSTREAM,
        fetch: upstream.fetch,
        ...(malformedCalls === undefined ? {} : { middleware: { malformedCalls } }),
      });
      const response = await post(app, { model: 'qwen3:8b', messages, tools });
      const { choices } = await response.json();
      if (as === 'feedback') {
        expect(choices[0]).toMatchObject({
          finish_reason: 'tool_calls',
          message: {
            content: 'On it.',
            tool_calls: [
              {
                type: 'function',
                function: { name: 'get_weather', arguments: botched.slice('On it.\n'.length) },
              },
            ],
          },
        });
      } else {
        expect(choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: botched } });
        expect(choices[0].message.tool_calls).toBeUndefined();
      }
    },
  );

  it('should refuse new requests while draining and count requests in flight', async () => {
    let release: () => void = () => {};
    const upstream = fakeUpstream(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              release = () => {
                controller.enqueue(new TextEncoder().encode('data: [DONE]\n\n'));
                controller.close();
              };
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    const app = createProxyApp({ upstream: UPSTREAM, fetch: upstream.fetch });
    const streaming = await post(app, { model: 'm', messages, stream: true });
    expect(app.inFlight).toBe(1);
    app.drain();
    const refused = await post(app, { model: 'm', messages });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect((await refused.json()).error.code).toBe('shutting_down');
    const health = await app.fetch(new Request('http://proxy.test/health'));
    expect([health.status, await health.json()]).toEqual([503, { status: 'draining' }]);
    const idle = app.whenIdle();
    release();
    expect(await streaming.text()).toBe('data: [DONE]\n\n');
    await idle;
    expect(app.inFlight).toBe(0);
  });

  it.each([
    [{ upstream: 'localhost:8000' }, "'upstream' must be an http(s) base URL"],
    [{ upstream: UPSTREAM, preset: 'hermez' }, "'preset' must be 'auto' or one of hermes"],
    [{ upstream: UPSTREAM, bodyLimitBytes: -1 }, "'bodyLimitBytes' must be a positive integer"],
    [
      { upstream: UPSTREAM, middleware: { malformedCalls: 'retry' } },
      "createProxyApp: 'middleware': The tool-call middleware option malformedCalls must be 'feedback' or 'text'",
    ],
  ])('should refuse the options %j', (options, message) => {
    expect(() => createProxyApp(options as never)).toThrow(message);
  });
});
