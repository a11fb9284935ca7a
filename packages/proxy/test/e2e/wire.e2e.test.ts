import { formatCall } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { functionTools, postRaw, startStack } from './harness';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });

/** The body split into SSE events, each checked to be exactly one `data:` line. */
function events(body: string): string[] {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((event) => {
      expect(event).toMatch(/^data: [^\n]+$/);
      return event.slice('data: '.length);
    });
}

/** Ids and times differ from one answer to the next; the rest must not. */
function withoutIdentity(text: string): string {
  return text
    .replace(/"id":"chatcmpl-[^"]*"/g, '"id":"ID"')
    .replace(/"created":\d+/g, '"created":0');
}

describe('tool-proxy on the wire', () => {
  it('should check a streamed tool answer line by line', async () => {
    const call = formatCall('hermes', 'get_weather', { city: 'Seoul' });
    const { proxy } = await startStack({ script: () => `On it.\n${call}`, chunking: 5 });
    const response = await postRaw(
      proxy,
      JSON.stringify({
        model: 'qwen3:8b',
        messages: [{ role: 'user', content: 'Weather?' }],
        tools: TOOLS,
        stream: true,
        stream_options: { include_usage: true },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const data = events(await response.text());
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((line) => JSON.parse(line));
    const [first, ...rest] = chunks;
    expect(first).toEqual({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion.chunk',
      created: expect.any(Number),
      model: 'qwen3:8b',
      choices: [
        {
          index: 0,
          delta: { role: 'assistant', content: '' },
          logprobs: null,
          finish_reason: null,
        },
      ],
      usage: null,
    });
    for (const chunk of chunks) {
      expect(chunk).toMatchObject({
        id: first.id,
        object: 'chat.completion.chunk',
        created: first.created,
        model: 'qwen3:8b',
      });
    }
    // Text, then the call's first delta, then argument pieces, then finish, then usage.
    const kinds = rest.map((chunk) => {
      const choice = chunk.choices[0];
      if (choice === undefined) return 'usage';
      if (choice.finish_reason !== null) return `finish:${choice.finish_reason}`;
      if (choice.delta.content !== undefined) return 'text';
      return choice.delta.tool_calls[0].id === undefined ? 'args' : 'call';
    });
    const collapsed = kinds.filter((kind, i) => kind !== kinds[i - 1]);
    expect(collapsed).toEqual(['text', 'call', 'args', 'finish:tool_calls', 'usage']);
    const text = rest.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(text).toBe('On it.');
    const args = rest
      .flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? [])
      .map((delta: { function: { arguments: string } }) => delta.function.arguments)
      .join('');
    expect(args).toBe('{"city":"Seoul"}');
    expect(chunks.at(-1).usage).toEqual({
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
      total_tokens: expect.any(Number),
    });
  });

  it.each([false, true])(
    'should pass plain chat through untouched: same request upstream, same answer as the upstream gives (stream: %s)',
    async (stream) => {
      const { proxy, replay, log } = await startStack({
        script: () => ({ text: 'Hello! <tool_call> is just text here.', reasoning: 'Greet.' }),
        // Fixed pieces: random ones are seeded by the request's index, and the two calls differ.
        chunking: 4,
      });
      // Odd but valid: unknown fields, key order and spacing must all reach the upstream as sent.
      const body = `{"messages": [{"role": "user", "content": "Hi"}], "model": "m", "stream": ${stream}, "top_k": 5, "chat_template_kwargs": {"enable_thinking": false}}`;
      const viaProxy = await postRaw(proxy, body);
      const direct = await fetch(`${replay.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(replay.requests[0]).toEqual(JSON.parse(body));
      expect(replay.requests[0]).toEqual(replay.requests[1]);
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(withoutIdentity(await viaProxy.text())).toBe(withoutIdentity(await direct.text()));
      expect(log[0]).toMatch(/^POST \/v1\/chat\/completions 200 \d+ms model=m mode=passthrough$/);
    },
  );

  it('should answer an upstream error on plain chat with the upstream status and body', async () => {
    const { proxy } = await startStack({
      script: () => {
        throw new Error('model crashed');
      },
    });
    const response = await postRaw(
      proxy,
      JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }] }),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      error: { message: expect.stringContaining('model crashed'), type: 'server_error' },
    });
  });
});
