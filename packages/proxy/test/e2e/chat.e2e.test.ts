import { formatCall } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { collect, functionTools, startStack } from './harness';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const WEATHER_TOOLS = functionTools({
  get_weather: { city: { type: 'string' } },
  get_time: { zone: { type: 'string' } },
});
const ask: Message[] = [{ role: 'user', content: 'Weather and time in Seoul?' }];
const twoCalls = [
  'Let me check both.\n\n',
  formatCall('hermes', 'get_weather', { city: 'Seoul' }),
  '\n',
  formatCall('hermes', 'get_time', { zone: 'Asia/Seoul' }, 'pretty'),
].join('');

describe('tool-proxy with the openai client', () => {
  it('should answer a whole call with message.tool_calls and finish_reason tool_calls', async () => {
    const { client, log } = await startStack({ script: () => twoCalls });
    const completion = await client.chat.completions.create({
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    expect(completion.object).toBe('chat.completion');
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBe('Let me check both.');
    const calls = choice?.message.tool_calls ?? [];
    expect(calls.map((call) => call.type === 'function' && call.function)).toEqual([
      { name: 'get_weather', arguments: '{"city":"Seoul"}' },
      { name: 'get_time', arguments: '{"zone":"Asia/Seoul"}' },
    ]);
    for (const call of calls) expect(call.id).toMatch(/^call_\w{24}$/);
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect(log).toEqual([
      expect.stringMatching(
        /^POST \/v1\/chat\/completions 200 \d+ms model=qwen3:8b preset=hermes tools=2 calls=2$/,
      ),
    ]);
  });

  it('should stream tool calls as OpenAI does: role first, index/id/name, argument deltas, finish, usage', async () => {
    const { client } = await startStack({ script: () => twoCalls, chunking: 3 });
    const chunks = await collect(
      await client.chat.completions.create({
        model: 'qwen3:8b',
        messages: ask,
        tools: WEATHER_TOOLS,
        stream: true,
        stream_options: { include_usage: true },
      }),
    );
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
    const content = deltas.map((delta) => delta.content ?? '').join('');
    expect(content).toBe('Let me check both.');
    const callDeltas = deltas.flatMap((delta) => delta.tool_calls ?? []);
    const firsts = callDeltas.filter((delta) => delta.id !== undefined);
    expect(firsts).toEqual([
      {
        index: 0,
        id: expect.any(String),
        type: 'function',
        function: { name: 'get_weather', arguments: '' },
      },
      {
        index: 1,
        id: expect.any(String),
        type: 'function',
        function: { name: 'get_time', arguments: '' },
      },
    ]);
    for (const index of [0, 1]) {
      const pieces = callDeltas.filter((delta) => delta.index === index && delta.id === undefined);
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces) expect(Object.keys(piece.function ?? {})).toEqual(['arguments']);
    }
    const args = (index: number) =>
      callDeltas
        .filter((delta) => delta.index === index)
        .map((delta) => delta.function?.arguments ?? '')
        .join('');
    expect(JSON.parse(args(0))).toEqual({ city: 'Seoul' });
    expect(JSON.parse(args(1))).toEqual({ zone: 'Asia/Seoul' });
    const finish = chunks.at(-2);
    expect(finish?.choices).toEqual([
      { index: 0, delta: {}, logprobs: null, finish_reason: 'tool_calls' },
    ]);
    const usage = chunks.at(-1);
    expect(usage?.choices).toEqual([]);
    expect(usage?.usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('should leave the usage chunk out without stream_options.include_usage', async () => {
    const { client } = await startStack({ script: () => twoCalls });
    const chunks = await collect(
      await client.chat.completions.create({
        model: 'qwen3:8b',
        messages: ask,
        tools: WEATHER_TOOLS,
        stream: true,
      }),
    );
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(chunks.every((chunk) => chunk.usage === undefined)).toBe(true);
  });

  it("should assemble into the same message with the client's stream helper as the whole call", async () => {
    const { client } = await startStack({ script: () => twoCalls });
    const params = { model: 'qwen3:8b', messages: ask, tools: WEATHER_TOOLS };
    const whole = await client.chat.completions.create(params);
    const runner = client.chat.completions.stream(params);
    const streamed = await runner.finalChatCompletion();
    const strip = (message: OpenAI.Chat.Completions.ChatCompletionMessage) =>
      message.tool_calls?.map((call) => call.type === 'function' && call.function);
    const [streamedChoice] = streamed.choices;
    const [wholeChoice] = whole.choices;
    if (streamedChoice === undefined || wholeChoice === undefined) throw new Error('no choice');
    expect(strip(streamedChoice.message)).toEqual(strip(wholeChoice.message));
    expect(streamed.choices[0]?.message.content).toBe(whole.choices[0]?.message.content);
    expect(streamed.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('should pass only the first call with parallel_tool_calls: false, whole and streamed', async () => {
    const { client } = await startStack({ script: () => twoCalls });
    const params = {
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
      parallel_tool_calls: false,
    };
    const whole = await client.chat.completions.create(params);
    expect(
      whole.choices[0]?.message.tool_calls?.map(
        (call) => call.type === 'function' && call.function.name,
      ),
    ).toEqual(['get_weather']);
    const chunks = await collect(await client.chat.completions.create({ ...params, stream: true }));
    const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(new Set(calls.map((call) => call.index))).toEqual(new Set([0]));
    expect(calls[0]?.function?.name).toBe('get_weather');
  });

  it("should return a call the model botched with the model's text as its arguments, and count it in the log", async () => {
    const botched = '<tool_call>\n{"name": "get_weather", "arguments": {"city": </tool_call>';
    const { client, log } = await startStack({ script: () => `Trying.\n${botched}` });
    const completion = await client.chat.completions.create({
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]?.message.content).toBe('Trying.');
    expect(completion.choices[0]?.message.tool_calls).toEqual([
      {
        id: expect.stringMatching(/^call_/),
        type: 'function',
        function: { name: 'get_weather', arguments: botched },
      },
    ]);
    expect(log[0]).toMatch(/calls=1 parse-errors=1$/);
  });

  it('should keep a call the model botched as text with malformedCalls text, and count it in the log', async () => {
    const botched =
      'Trying.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": </tool_call>';
    const { client, log } = await startStack(
      { script: () => botched },
      { middleware: { malformedCalls: 'text' } },
    );
    const completion = await client.chat.completions.create({
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    expect(completion.choices[0]?.message.tool_calls).toBeUndefined();
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.choices[0]?.message.content).toContain('"arguments": {"city": </tool_call>');
    expect(log[0]).toMatch(/calls=0 parse-errors=1$/);
  });

  it('should pass reasoning on as reasoning_content', async () => {
    const { client } = await startStack({
      script: () => ({
        reasoning: 'The user wants weather.',
        text: formatCall('hermes', 'get_weather', { city: 'Rome' }),
      }),
    });
    const whole = await client.chat.completions.create({
      model: 'qwen3:8b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    expect(whole.choices[0]?.message).toMatchObject({
      content: null,
      reasoning_content: 'The user wants weather.',
    });
    const chunks = await collect(
      await client.chat.completions.create({
        model: 'qwen3:8b',
        messages: ask,
        tools: WEATHER_TOOLS,
        stream: true,
      }),
    );
    const reasoning = chunks
      .map(
        (chunk) =>
          (chunk.choices[0]?.delta as { reasoning_content?: string } | undefined)
            ?.reasoning_content ?? '',
      )
      .join('');
    expect(reasoning).toBe('The user wants weather.');
  });

  it('should list the upstream models and answer /health', async () => {
    const { client, proxy } = await startStack({ script: () => 'x', model: 'replay-7b' });
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toEqual(['replay-7b']);
    const health = await fetch(`${proxy.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
