import Anthropic from '@anthropic-ai/sdk';
import {
  countToolResults,
  formatCall,
  MALFORMED_CALLS,
  messageText,
  toolChoiceScript,
} from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

const TOOLS: Anthropic.Tool[] = [
  {
    name: 'get_weather',
    description: 'The weather in a city.',
    input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
  {
    name: 'get_time',
    description: 'The time in a zone.',
    input_schema: { type: 'object', properties: { zone: { type: 'string' } }, required: ['zone'] },
  },
];

const twoCalls = [
  'Let me check both.\n\n',
  formatCall('hermes', 'get_weather', { city: 'Seoul' }),
  '\n',
  formatCall('hermes', 'get_time', { zone: 'Asia/Seoul' }, 'pretty'),
].join('');

/** The official Anthropic client pointed at the proxy (it adds `/v1/messages` itself). */
function anthropic(stack: Stack, options: { apiKey?: string; authToken?: string } = {}): Anthropic {
  return new Anthropic({
    baseURL: stack.proxy.url,
    apiKey: options.authToken === undefined ? (options.apiKey ?? 'test-key') : null,
    authToken: options.authToken ?? null,
    maxRetries: 0,
  });
}

const ask: Anthropic.MessageParam[] = [{ role: 'user', content: 'Weather and time in Seoul?' }];

describe('POST /v1/messages with the Anthropic client', () => {
  it('should answer a whole message with text and tool_use blocks, stop_reason tool_use', async () => {
    const stack = await startStack({ script: () => twoCalls });
    const message = await anthropic(stack).messages.create({
      model: 'qwen3:8b',
      max_tokens: 256,
      system: [{ type: 'text', text: 'Be brief.' }],
      messages: ask,
      tools: TOOLS,
    });
    expect(message).toMatchObject({ type: 'message', role: 'assistant', stop_reason: 'tool_use' });
    expect(message.id).toMatch(/^msg_\w{32}$/);
    expect(message.content.map((block) => block.type)).toEqual(['text', 'tool_use', 'tool_use']);
    expect(message.content[0]).toMatchObject({ type: 'text', text: 'Let me check both.' });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    expect(uses.map((use) => [use.name, use.input])).toEqual([
      ['get_weather', { city: 'Seoul' }],
      ['get_time', { zone: 'Asia/Seoul' }],
    ]);
    expect(message.usage.input_tokens + message.usage.output_tokens).toBeGreaterThan(0);
    expect(messageText(stack.replay.requests[0]?.messages[0] ?? { role: 'system' })).toContain(
      'Be brief.',
    );
    expect(stack.log).toEqual([
      expect.stringMatching(
        /^POST \/v1\/messages 200 \d+ms model=qwen3:8b preset=hermes tools=2 calls=2$/,
      ),
    ]);
  });

  it('should stream every event in order, input_json_delta adding up to each input', async () => {
    const stack = await startStack({
      script: () => ({ reasoning: 'Two lookups.', text: twoCalls }),
      chunking: 3,
    });
    const stream = await anthropic(stack).messages.create({
      model: 'qwen3:8b',
      max_tokens: 256,
      messages: ask,
      tools: TOOLS,
      stream: true,
    });
    const events: Anthropic.RawMessageStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    const types = events.map((event) => event.type);
    expect(types.filter((type, i) => type !== types[i - 1])).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const deltas = (index: number) =>
      events.flatMap((event) => {
        if (event.type !== 'content_block_delta' || event.index !== index) return [];
        const { delta } = event;
        if (delta.type === 'text_delta') return [delta.text];
        if (delta.type === 'thinking_delta') return [delta.thinking];
        return delta.type === 'input_json_delta' ? [delta.partial_json] : [];
      });
    expect(deltas(0).join('')).toBe('Two lookups.');
    expect(deltas(1).join('')).toBe('Let me check both.');
    expect(deltas(2).length).toBeGreaterThan(1);
    expect(JSON.parse(deltas(2).join(''))).toEqual({ city: 'Seoul' });
    expect(JSON.parse(deltas(3).join(''))).toEqual({ zone: 'Asia/Seoul' });
    const end = events.find((event) => event.type === 'message_delta');
    expect(end?.type === 'message_delta' && end.delta.stop_reason).toBe('tool_use');
  });

  it('should give messages.stream a final message it accepts', async () => {
    const stack = await startStack({
      script: () => ({ reasoning: 'Two lookups.', text: twoCalls }),
      chunking: 'random',
    });
    const final = await anthropic(stack)
      .messages.stream({ model: 'qwen3:8b', max_tokens: 256, messages: ask, tools: TOOLS })
      .finalMessage();
    expect(final.stop_reason).toBe('tool_use');
    expect(final.content).toMatchObject([
      { type: 'thinking', thinking: 'Two lookups.' },
      { type: 'text', text: 'Let me check both.' },
      { type: 'tool_use', name: 'get_weather', input: { city: 'Seoul' } },
      { type: 'tool_use', name: 'get_time', input: { zone: 'Asia/Seoul' } },
    ]);
  });

  it('should run a tool loop with a bearer token: tool_result goes upstream, thinking too', async () => {
    const stack = await startStack({
      script: (request) =>
        countToolResults(request) > 0
          ? 'Seoul is sunny.'
          : {
              reasoning: 'Look it up.',
              text: formatCall('hermes', 'get_weather', { city: 'Seoul' }),
            },
    });
    const client = anthropic(stack, { authToken: 'test-key' });
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Weather in Seoul?' }];
    const first = await client.messages.create({
      model: 'qwen3:8b',
      max_tokens: 256,
      messages,
      tools: TOOLS,
    });
    const use = first.content.find((block) => block.type === 'tool_use');
    if (use?.type !== 'tool_use') throw new Error('no tool_use');
    messages.push(
      { role: 'assistant', content: first.content },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: use.id,
            content: [{ type: 'text', text: 'sunny, 21°C' }],
          },
          { type: 'text', text: 'And be brief.' },
        ],
      },
    );
    const second = await client.messages.create({
      model: 'qwen3:8b',
      max_tokens: 256,
      messages,
      tools: TOOLS,
    });
    expect(second).toMatchObject({
      stop_reason: 'end_turn',
      content: [{ type: 'text', text: 'Seoul is sunny.' }],
    });
    const sent = (stack.replay.requests[1]?.messages ?? []).map(messageText).join('\n');
    expect(sent).toContain('<tool_response>');
    expect(sent).toContain('sunny, 21°C');
    expect(sent).toContain('And be brief.');
  });

  it('should return a botched call as a tool_use whose input is its text, and read it back', async () => {
    const stack = await startStack({
      script: (request) =>
        countToolResults(request) > 0
          ? 'Sorry.'
          : `Checking.\n${MALFORMED_CALLS.hermes.brokenCall}`,
      chunking: 4,
    });
    const client = anthropic(stack);
    const ask1: Anthropic.MessageParam[] = [{ role: 'user', content: 'Weather in Busan?' }];
    const final = await client.messages
      .stream({ model: 'qwen3:8b', max_tokens: 256, messages: ask1, tools: TOOLS })
      .finalMessage();
    const use = final.content.find((block) => block.type === 'tool_use');
    expect(use).toMatchObject({ name: 'get_weather', input: MALFORMED_CALLS.hermes.brokenCall });
    if (use?.type !== 'tool_use') throw new Error('no tool_use');
    await client.messages.create({
      model: 'qwen3:8b',
      max_tokens: 256,
      tools: TOOLS,
      messages: [
        ...ask1,
        { role: 'assistant', content: final.content },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: use.id, is_error: true, content: 'Invalid input' },
          ],
        },
      ],
    });
    const sent = (stack.replay.requests[1]?.messages ?? []).map(messageText).join('\n');
    expect(sent).toContain(MALFORMED_CALLS.hermes.brokenCall);
    expect(sent).toContain('The call was not run. The tool call is not valid JSON');
  });

  it('should force a call where the upstream ignores tool_choice (any, tool), and obey none', async () => {
    const stack = await startStack({
      script: toolChoiceScript({
        arguments: { get_weather: { city: 'Paris' }, get_time: { zone: 'Europe/Paris' } },
        text: 'No tools needed.',
      }),
    });
    const client = anthropic(stack);
    const base = { model: 'qwen3:8b', max_tokens: 256, messages: ask, tools: TOOLS };
    const named = await client.messages.create({
      ...base,
      tool_choice: { type: 'tool', name: 'get_time' },
    });
    expect(named.content).toMatchObject([
      { type: 'tool_use', name: 'get_time', input: { zone: 'Europe/Paris' } },
    ]);
    expect(stack.replay.requests[0]?.response_format).toMatchObject({ type: 'json_schema' });
    const any = await client.messages
      .stream({ ...base, tool_choice: { type: 'any' } })
      .finalMessage();
    expect(any.content[0]).toMatchObject({ type: 'tool_use', name: 'get_weather' });
    const none = await client.messages.create({ ...base, tool_choice: { type: 'none' } });
    expect(none.content).toEqual([{ type: 'text', text: 'No tools needed.' }]);
  });

  it('should say max_tokens when the answer was cut, and honour ?beta=true with the beta headers', async () => {
    const stack = await startStack({ script: () => ({ text: 'It is', finishReason: 'length' }) });
    const response = await fetch(`${stack.proxy.url}/v1/messages?beta=true`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'test-key',
        'anthropic-version': '2023-06-01',
        'anthropic-beta': 'interleaved-thinking-2025-05-14',
      },
      body: JSON.stringify({ model: 'qwen3:8b', max_tokens: 2, messages: ask, tools: TOOLS }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      stop_reason: 'max_tokens',
      content: [{ text: 'It is' }],
    });
  });
});
