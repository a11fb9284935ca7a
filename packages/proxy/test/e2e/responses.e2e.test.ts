import { countToolResults, formatCall, messageText, toolChoiceScript } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { startStack } from './harness';

type Tool = OpenAI.Responses.FunctionTool;
type Event = OpenAI.Responses.ResponseStreamEvent;

const TOOLS: Tool[] = [
  {
    type: 'function',
    name: 'get_weather',
    description: 'The weather in a city.',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    strict: false,
  },
  {
    type: 'function',
    name: 'get_time',
    description: 'The time in a zone.',
    parameters: { type: 'object', properties: { zone: { type: 'string' } }, required: ['zone'] },
    strict: false,
  },
];

const twoCalls = [
  'Let me check both.\n\n',
  formatCall('hermes', 'get_weather', { city: 'Seoul' }),
  '\n',
  formatCall('hermes', 'get_time', { zone: 'Asia/Seoul' }, 'pretty'),
].join('');

/** Every event of a streamed response, read with the openai client. */
async function events(stream: AsyncIterable<Event>): Promise<Event[]> {
  const list: Event[] = [];
  for await (const event of stream) list.push(event);
  return list;
}

describe('POST /v1/responses with the openai client', () => {
  it('should answer a whole response with message and function_call items', async () => {
    const { client, log, replay } = await startStack({ script: () => twoCalls });
    const response = await client.responses.create({
      model: 'qwen3:8b',
      instructions: 'Be brief.',
      input: 'Weather and time in Seoul?',
      tools: TOOLS,
    });
    expect(response).toMatchObject({ object: 'response', status: 'completed', store: false });
    expect(response.id).toMatch(/^resp_\w{32}$/);
    expect(response.output.map((item) => item.type)).toEqual([
      'message',
      'function_call',
      'function_call',
    ]);
    expect(response.output_text).toBe('Let me check both.');
    const calls = response.output.filter((item) => item.type === 'function_call');
    expect(calls.map((call) => [call.name, JSON.parse(call.arguments)])).toEqual([
      ['get_weather', { city: 'Seoul' }],
      ['get_time', { zone: 'Asia/Seoul' }],
    ]);
    for (const call of calls) expect(call.call_id).toMatch(/^call_\w+$/);
    expect(response.usage?.total_tokens).toBeGreaterThan(0);
    const upstream = replay.requests[0]?.messages ?? [];
    expect(messageText(upstream[0] ?? { role: 'system' })).toContain('Be brief.');
    expect(log).toEqual([
      expect.stringMatching(
        /^POST \/v1\/responses 200 \d+ms model=qwen3:8b preset=hermes tools=2 calls=2$/,
      ),
    ]);
  });

  it('should stream the whole event sequence, numbered, adding up to the response', async () => {
    const { client } = await startStack({
      script: () => ({ reasoning: 'Two lookups.', text: twoCalls }),
      chunking: 3,
    });
    const list = await events(
      await client.responses.create({
        model: 'qwen3:8b',
        input: 'Weather and time in Seoul?',
        tools: TOOLS,
        stream: true,
      }),
    );
    expect(list.map((event) => event.sequence_number)).toEqual(list.map((_, i) => i));
    const types = list.map((event) => event.type);
    const compact = types.filter((type, i) => type !== types[i - 1]);
    expect(compact).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.reasoning_text.delta',
      'response.reasoning_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    const text = list.flatMap((e) => (e.type === 'response.output_text.delta' ? [e.delta] : []));
    expect(text.join('')).toBe('Let me check both.');
    const reasoning = list.flatMap((e) =>
      e.type === 'response.reasoning_text.delta' ? [e.delta] : [],
    );
    expect(reasoning.join('')).toBe('Two lookups.');
    const done = list.at(-1);
    if (done?.type !== 'response.completed') throw new Error('no response.completed');
    const calls = done.response.output.filter((item) => item.type === 'function_call');
    for (const call of calls) {
      const pieces = list.flatMap((e) =>
        e.type === 'response.function_call_arguments.delta' && e.item_id === call.id
          ? [e.delta]
          : [],
      );
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces.join('')).toBe(call.arguments);
    }
    expect(calls.map((call) => JSON.parse(call.arguments))).toEqual([
      { city: 'Seoul' },
      { zone: 'Asia/Seoul' },
    ]);
    expect(done.response.output[0]).toMatchObject({
      type: 'reasoning',
      content: [{ type: 'reasoning_text', text: 'Two lookups.' }],
    });
  });

  it("should give the client's stream helper a final response it accepts", async () => {
    const { client } = await startStack({ script: () => twoCalls, chunking: 'random' });
    const stream = client.responses.stream({
      model: 'qwen3:8b',
      input: 'Weather and time in Seoul?',
      tools: TOOLS,
    });
    const final = await stream.finalResponse();
    expect(final.output_text).toBe('Let me check both.');
    expect(final.output.filter((item) => item.type === 'function_call')).toHaveLength(2);
  });

  it('should run a function-call loop: the outputs go upstream as tool results', async () => {
    const { client, replay } = await startStack({
      script: (request) =>
        countToolResults(request) > 0
          ? 'Seoul is sunny.'
          : formatCall('hermes', 'get_weather', { city: 'Seoul' }),
    });
    const input: OpenAI.Responses.ResponseInputItem[] = [
      { role: 'user', content: 'Weather in Seoul?' },
    ];
    const first = await client.responses.create({ model: 'qwen3:8b', input, tools: TOOLS });
    const call = first.output.find((item) => item.type === 'function_call');
    if (call?.type !== 'function_call') throw new Error('no function call');
    // Back as a client sends them: its output items, then the call's output.
    const kept = first.output.flatMap((item): OpenAI.Responses.ResponseInputItem[] =>
      item.type === 'function_call' || item.type === 'message' || item.type === 'reasoning'
        ? [item]
        : [],
    );
    input.push(...kept, {
      type: 'function_call_output',
      call_id: call.call_id,
      output: '{"weather":"sunny"}',
    });
    const second = await client.responses.create({ model: 'qwen3:8b', input, tools: TOOLS });
    expect(second.output_text).toBe('Seoul is sunny.');
    const sent = (replay.requests[1]?.messages ?? []).map(messageText).join('\n');
    expect(sent).toContain('<tool_response>');
    expect(sent).toContain('{"weather":"sunny"}');
    expect(sent).toContain('"city":"Seoul"');
  });

  it('should force a call where the upstream ignores tool_choice, through response_format', async () => {
    const { client, replay } = await startStack({
      script: toolChoiceScript({
        arguments: { get_weather: { city: 'Paris' }, get_time: { zone: 'Europe/Paris' } },
        text: 'No tools needed.',
      }),
    });
    const base = { model: 'qwen3:8b', input: 'Paris?', tools: TOOLS };
    const named = await client.responses.create({
      ...base,
      tool_choice: { type: 'function', name: 'get_time' },
    });
    expect(named.output).toMatchObject([
      { type: 'function_call', name: 'get_time', arguments: '{"zone":"Europe/Paris"}' },
    ]);
    expect(replay.requests[0]?.response_format).toMatchObject({ type: 'json_schema' });
    const streamed = await events(
      await client.responses.create({ ...base, tool_choice: 'required', stream: true }),
    );
    const done = streamed.at(-1);
    expect(done?.type === 'response.completed' && done.response.output[0]).toMatchObject({
      type: 'function_call',
      name: 'get_weather',
    });
    const none = await client.responses.create({ ...base, tool_choice: 'none' });
    expect(none.output_text).toBe('No tools needed.');
  });

  it('should serve a custom tool (freeform input, as Codex declares apply_patch), whole and streamed', async () => {
    const patch = '*** Begin Patch\n*** Add File: a.txt\n+hi\n*** End Patch';
    const { client, replay } = await startStack({
      script: (request) =>
        countToolResults(request) > 0
          ? 'Patched.'
          : `Writing it.\n${formatCall('hermes', 'apply_patch', { input: patch })}`,
      chunking: 5,
    });
    const tools: OpenAI.Responses.Tool[] = [
      { type: 'custom', name: 'apply_patch', description: 'Edit files with a patch.' },
    ];
    const input: OpenAI.Responses.ResponseInputItem[] = [{ role: 'user', content: 'Write a.txt' }];
    const whole = await client.responses.create({ model: 'qwen3:8b', input, tools });
    const call = whole.output.find((item) => item.type === 'custom_tool_call');
    expect(call).toMatchObject({ type: 'custom_tool_call', name: 'apply_patch', input: patch });
    const streamed = await events(
      await client.responses.create({ model: 'qwen3:8b', input, tools, stream: true }),
    );
    const deltas = streamed.flatMap((e) =>
      e.type === 'response.custom_tool_call_input.delta' ? [e.delta] : [],
    );
    expect(deltas.join('')).toBe(patch);
    if (call?.type !== 'custom_tool_call') throw new Error('no custom tool call');
    input.push(call, { type: 'custom_tool_call_output', call_id: call.call_id, output: 'Done!' });
    const last = await client.responses.create({ model: 'qwen3:8b', input, tools });
    expect(last.output_text).toBe('Patched.');
    const sent = (replay.requests[2]?.messages ?? []).map(messageText).join('\n');
    expect(sent).toContain('Done!');
    expect(sent).toContain('*** Add File: a.txt');
  });

  it('should say a cut answer is incomplete', async () => {
    const { client } = await startStack({
      script: () => ({ text: 'It is', finishReason: 'length' }),
    });
    const response = await client.responses.create({
      model: 'qwen3:8b',
      input: 'Weather?',
      tools: TOOLS,
      max_output_tokens: 2,
    });
    expect(response).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      max_output_tokens: 2,
    });
  });

  it('should refuse what needs a stored response, in OpenAI’s error shape', async () => {
    const { client } = await startStack({ script: () => 'Hi.' });
    const error = await client.responses
      .create({ model: 'qwen3:8b', input: 'Hi', previous_response_id: 'resp_1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      error: { param: 'previous_response_id', type: 'invalid_request_error' },
    });
    expect(String((error as Error).message)).toContain('keeps no responses');
  });
});
