import { afterEach, describe, expect, it } from 'vitest';
import type { ReplayServer, ReplayServerOptions } from './start-replay-server';
import { startReplayServer } from './start-replay-server';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options: ReplayServerOptions): Promise<ReplayServer> {
  const server = await startReplayServer(options);
  servers.push(server);
  return server;
}

function post(server: ReplayServer, body: unknown): Promise<Response> {
  return fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Splits a server-sent-events body into its `data:` payloads. */
function sseData(body: string): string[] {
  return body
    .split('\n\n')
    .filter((event) => event.length > 0)
    .map((event) => {
      expect(event.startsWith('data: ')).toBe(true);
      return event.slice('data: '.length);
    });
}

interface Chunk {
  id: string;
  object: string;
  model: string;
  choices: Array<{
    index: number;
    delta: { role?: string; content?: string; reasoning_content?: string };
    finish_reason: string | null;
  }>;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

const messages = [{ role: 'user', content: 'Weather in Seoul?' }];

describe('startReplayServer', () => {
  it('should listen on 127.0.0.1 and list the model', async () => {
    const server = await start({ script: ['x'], model: 'qwen-replay' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await fetch(`${server.url}/models`);
    expect(await response.json()).toEqual({
      object: 'list',
      data: [{ id: 'qwen-replay', object: 'model', created: 0, owned_by: 'replay' }],
    });
  });

  it('should stream server-sent events exactly like OpenAI, ending with a usage chunk and [DONE]', async () => {
    const text = 'Let me check.\n<tool_call>{"name": "get_weather"}</tool_call>';
    const server = await start({ script: () => ({ text }), chunking: 4 });
    const response = await post(server, {
      model: 'm',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const data = sseData(await response.text());
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as Chunk);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'm')).toBe(true);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    const content = chunks.slice(1, -2).map((c) => c.choices[0]?.delta.content);
    expect(content).toEqual(text.match(/[\s\S]{1,4}/g));
    expect(chunks.at(-2)?.choices[0]).toEqual({
      index: 0,
      delta: {},
      logprobs: null,
      finish_reason: 'stop',
    });
    const usage = chunks.at(-1);
    expect(usage?.choices).toEqual([]);
    expect(usage?.usage?.completion_tokens).toBe(Math.ceil(text.length / 4));
  });

  it('should leave out the usage chunk without stream_options.include_usage', async () => {
    const server = await start({ script: ['hello'], chunking: 'whole' });
    const data = sseData(await (await post(server, { model: 'm', messages, stream: true })).text());
    expect(data.map((d) => (d === '[DONE]' ? d : JSON.parse(d).choices[0].delta))).toEqual([
      { role: 'assistant', content: '' },
      { content: 'hello' },
      {},
      '[DONE]',
    ]);
  });

  it('should stream reasoning as reasoning_content before the text, with the scripted finish reason', async () => {
    const server = await start({
      script: [{ reasoning: 'think', text: 'answer', finishReason: 'length' }],
      chunking: 'whole',
    });
    const data = sseData(await (await post(server, { model: 'm', messages, stream: true })).text());
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as Chunk);
    expect(chunks.map((c) => c.choices[0]?.delta)).toEqual([
      { role: 'assistant', content: '' },
      { reasoning_content: 'think' },
      { content: 'answer' },
      {},
    ]);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('length');
  });

  it('should answer a non-streaming request with a chat.completion', async () => {
    const server = await start({ script: () => 'It is sunny.' });
    const body = await (await post(server, { model: 'm', messages })).json();
    expect(body).toMatchObject({
      id: 'chatcmpl-replay-0',
      object: 'chat.completion',
      model: 'm',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'It is sunny.' },
          finish_reason: 'stop',
        },
      ],
    });
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('should record every request body and give the script its index', async () => {
    const seen: number[] = [];
    const server = await start({
      script: (request, { index }) => {
        seen.push(index);
        return `answer ${index} to ${request.messages.length} messages`;
      },
    });
    const first = { model: 'm', messages, response_format: { type: 'json_object' } };
    const second = { model: 'm', messages: [...messages, { role: 'assistant', content: 'x' }] };
    const answers = [await post(server, first), await post(server, second)];
    expect(
      await Promise.all(answers.map(async (a) => (await a.json()).choices[0].message.content)),
    ).toEqual(['answer 0 to 1 messages', 'answer 1 to 2 messages']);
    expect(seen).toEqual([0, 1]);
    expect(server.requests).toEqual([first, second]);
  });

  it.each([
    { name: 'an unknown path', path: '/v1/completions', init: { method: 'POST' }, status: 404 },
    { name: 'a GET on completions', path: '/v1/chat/completions', init: {}, status: 405 },
    {
      name: 'a body that is not JSON',
      path: '/v1/chat/completions',
      init: { method: 'POST', body: '{nope' },
      status: 400,
    },
    {
      name: 'a body without messages',
      path: '/v1/chat/completions',
      init: { method: 'POST', body: '{"model":"m"}' },
      status: 400,
    },
  ])(
    'should answer $name with HTTP $status and an OpenAI error body',
    async ({ path, init, status }) => {
      const server = await start({ script: ['x'] });
      const response = await fetch(server.url.replace(/\/v1$/, path), init);
      expect(response.status).toBe(status);
      const body = await response.json();
      expect(typeof body.error.message).toBe('string');
      expect(server.requests).toEqual([]);
    },
  );

  it.each([
    {
      name: 'a script that throws',
      script: () => {
        throw new Error('no plan');
      },
      message: 'The replay script failed: no plan',
    },
    {
      name: 'an exhausted list of answers',
      script: [] as string[],
      message: 'The replay script failed: the script has 0 answers; request #0 has none.',
    },
  ])('should answer $name with HTTP 500', async ({ script, message }) => {
    const server = await start({ script });
    const response = await post(server, { model: 'm', messages, stream: true });
    expect(response.status).toBe(500);
    expect((await response.json()).error).toEqual({
      message,
      type: 'server_error',
      param: null,
      code: null,
    });
  });

  it('should close open keep-alive connections', async () => {
    const server = await startReplayServer({ script: ['x'] });
    await (await post(server, { model: 'm', messages })).text();
    await server.close();
    await expect(fetch(`${server.url}/models`)).rejects.toThrow();
  });
});
