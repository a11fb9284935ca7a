import { presetDefinitions } from '@tool/parser';
import { formatCall, messageText } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { collect, functionTools, type Stack, startStack } from './harness';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const WEATHER_TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const ask: Message[] = [{ role: 'user', content: 'Weather in Lisbon?' }];

/** What a client makes of an answer, whole or streamed (concatenated deltas). */
interface Answer {
  content: string | null;
  reasoning: string | undefined;
  calls: Array<{ name: string; arguments: string }>;
  finish: string | null | undefined;
}

async function whole(stack: Stack, model: string): Promise<Answer> {
  const completion = await stack.client.chat.completions.create({
    model,
    messages: ask,
    tools: WEATHER_TOOLS,
  });
  const [choice] = completion.choices;
  const message = choice?.message as
    | (OpenAI.Chat.Completions.ChatCompletionMessage & {
        reasoning_content?: string;
      })
    | undefined;
  return {
    content: message?.content ?? null,
    reasoning: message?.reasoning_content,
    calls: (message?.tool_calls ?? []).map((call) =>
      call.type === 'function' ? call.function : { name: call.type, arguments: '' },
    ),
    finish: choice?.finish_reason,
  };
}

async function streamed(stack: Stack, model: string): Promise<Answer> {
  const chunks = await collect(
    await stack.client.chat.completions.create({
      model,
      messages: ask,
      tools: WEATHER_TOOLS,
      stream: true,
    }),
  );
  const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
  const content = deltas.map((delta) => delta.content ?? '').join('');
  const reasoning = deltas
    .map((delta) => (delta as { reasoning_content?: string }).reasoning_content ?? '')
    .join('');
  const calls: Answer['calls'] = [];
  for (const delta of deltas.flatMap((each) => each.tool_calls ?? [])) {
    const call = calls[delta.index] ?? { name: '', arguments: '' };
    calls[delta.index] = call;
    call.name += delta.function?.name ?? '';
    call.arguments += delta.function?.arguments ?? '';
  }
  return {
    content: content === '' ? null : content,
    reasoning: reasoning === '' ? undefined : reasoning,
    calls,
    finish: chunks.at(-1)?.choices[0]?.finish_reason,
  };
}

const deepseekCall = (city: string) =>
  presetDefinitions.deepseek.protocol.formatToolCall({
    toolCallId: 'x',
    toolName: 'get_weather',
    input: JSON.stringify({ city }),
  });

describe('reasoning through tool-proxy', () => {
  it.each([
    ['whole', whole],
    ['streamed', streamed],
  ])(
    'should pass a Qwen3 <think> block on as reasoning_content, and not return the call it rehearses (%s)',
    async (_mode, read) => {
      const thinking = `The user wants Lisbon. Maybe ${formatCall('hermes', 'get_weather', { city: 'Porto' })} first? No, Lisbon only.`;
      const stack = await startStack({
        script: () =>
          `<think>\n${thinking}\n</think>\n\nChecking.\n${formatCall('hermes', 'get_weather', { city: 'Lisbon' })}`,
        chunking: 3,
      });
      expect(await read(stack, 'qwen3:8b')).toEqual({
        content: 'Checking.',
        reasoning: thinking,
        calls: [{ name: 'get_weather', arguments: '{"city":"Lisbon"}' }],
        finish: 'tool_calls',
      });
    },
  );

  it.each([
    ['whole', whole],
    ['streamed', streamed],
  ])(
    'should read each model id with its own reasoning: DeepSeek R1 starts inside its thinking, V3 does not (%s)',
    async (_mode, read) => {
      const stack = await startStack({
        script: (request) =>
          request.model.includes('R1')
            ? `Lisbon, then. ${deepseekCall('Porto')} is not it.\n</think>\n\n${deepseekCall('Lisbon')}`
            : `Checking.\n${deepseekCall('Lisbon')}`,
        chunking: 5,
      });
      // R1 first: a proxy that kept one middleware per preset would read V3 with R1's.
      expect(await read(stack, 'deepseek-ai/DeepSeek-R1')).toEqual({
        content: null,
        reasoning: `Lisbon, then. ${deepseekCall('Porto')} is not it.`,
        calls: [{ name: 'get_weather', arguments: '{"city":"Lisbon"}' }],
        finish: 'tool_calls',
      });
      expect(await read(stack, 'deepseek-ai/DeepSeek-V3')).toEqual({
        content: 'Checking.',
        reasoning: undefined,
        calls: [{ name: 'get_weather', arguments: '{"city":"Lisbon"}' }],
        finish: 'tool_calls',
      });
      expect(stack.log.map((line) => /preset=(\S+)/.exec(line)?.[1])).toEqual([
        'deepseek',
        'deepseek',
      ]);
    },
  );

  it('should send reasoning_content of the history upstream as the assistant’s reasoning_content', async () => {
    const stack = await startStack({ script: () => 'It is sunny in Lisbon.' });
    await stack.client.chat.completions.create({
      model: 'qwen3:8b',
      tools: WEATHER_TOOLS,
      messages: [
        ...ask,
        {
          role: 'assistant',
          content: null,
          reasoning_content: 'Lisbon: one call.',
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'get_weather', arguments: '{"city":"Lisbon"}' },
            },
          ],
        } as Message,
        { role: 'tool', tool_call_id: 'c1', content: '{"weather":"sunny"}' },
      ],
    });
    const assistant = stack.replay.requests[0]?.messages.find((m) => m.role === 'assistant');
    expect(assistant).toMatchObject({ reasoning_content: 'Lisbon: one call.' });
    expect(assistant && messageText(assistant)).toContain('"city":"Lisbon"');
  });
});
