import {
  DEMO_EXPRESSION,
  DEMO_FINAL_ANSWER,
  DEMO_FORECASTS,
  DEMO_REPORT,
  demoScript,
  formatCall,
  messageText,
  toolChoiceScript,
} from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { collect, DEMO_TOOLS, functionTools, startStack } from './harness';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const WEATHER_TOOLS = functionTools({
  get_weather: { city: { type: 'string' } },
  get_time: { zone: { type: 'string' } },
});
const ask: Message[] = [{ role: 'user', content: 'Weather and time in Seoul?' }];

describe('tool-proxy conversations with the openai client', () => {
  it.each([false, true])(
    'should run a whole agent loop: the client executes, sends role "tool" results, gets the answer (stream: %s)',
    async (stream) => {
      const { client, replay } = await startStack({ script: demoScript('hermes') });
      const messages: Message[] = [
        { role: 'user', content: 'Compare the weather and save a report.' },
      ];
      const executed: string[] = [];
      const run = (name: string, args: Record<string, unknown>): unknown => {
        executed.push(`${name}(${JSON.stringify(args)})`);
        if (name === 'get_weather') return DEMO_FORECASTS[args.city as 'Seoul' | 'Tokyo'];
        if (name === 'calculate') return { value: DEMO_EXPRESSION.value };
        return { written: String(args.content).length };
      };
      let answer: string | null | undefined;
      for (let step = 0; step < 6 && answer === undefined; step++) {
        const completion = stream
          ? await client.chat.completions
              .stream({ model: 'hermes-3', messages, tools: DEMO_TOOLS })
              .finalChatCompletion()
          : await client.chat.completions.create({
              model: 'hermes-3',
              messages,
              tools: DEMO_TOOLS,
            });
        const message = completion.choices[0]?.message;
        if (message === undefined) throw new Error('no choice in the answer');
        messages.push({
          role: 'assistant',
          content: message.content,
          tool_calls: message.tool_calls,
        });
        if (!message.tool_calls?.length) {
          answer = message.content;
          break;
        }
        for (const call of message.tool_calls) {
          if (call.type !== 'function') continue;
          const output = run(call.function.name, JSON.parse(call.function.arguments));
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
        }
      }
      expect(answer).toBe(DEMO_FINAL_ANSWER);
      expect(executed).toEqual([
        'get_weather({"city":"Seoul"})',
        'get_weather({"city":"Tokyo","unit":"celsius"})',
        `calculate(${JSON.stringify({ expression: DEMO_EXPRESSION.expression, precision: DEMO_EXPRESSION.precision })})`,
        `write_file(${JSON.stringify({ path: 'report.md', content: DEMO_REPORT })})`,
      ]);
      // The upstream saw the history as text: calls in the assistant turns, results as user text.
      const last = replay.requests.at(-1);
      if (last === undefined) throw new Error('no request reached the upstream');
      expect(last.messages.some((m) => m.role === 'tool' || 'tool_calls' in m)).toBe(false);
      const history = last.messages.map(messageText).join('\n');
      expect(history).toContain('<tool_response>');
      expect(history).toContain('"name":"write_file"');
    },
  );

  it('should send history calls with arguments that are not JSON as written, their results as feedback', async () => {
    const { client, replay } = await startStack({ script: () => 'Sorry, let me fix that.' });
    await client.chat.completions.create({
      model: 'qwen3:8b',
      tools: WEATHER_TOOLS,
      messages: [
        ...ask,
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'get_weather', arguments: '{city: Seoul' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'error: arguments are not JSON' },
      ],
    });
    const text = (replay.requests[0]?.messages ?? []).map(messageText).join('\n');
    expect(text).toContain('{city: Seoul');
    expect(text).toContain('error: arguments are not JSON');
    // Text the preset's parser does not read as a call: the model is told what is known.
    expect(text).toContain(
      'The call was not run. The arguments of this get_weather call are not valid JSON.',
    );
    expect(text).toContain('Write the call again, correctly, to retry it.');
  });

  it('should honour tool_choice auto, none, required and a named function', async () => {
    const { client, replay } = await startStack({
      script: toolChoiceScript({
        arguments: { get_weather: { city: 'Paris' }, get_time: { zone: 'Europe/Paris' } },
        text: 'No tools needed.',
      }),
    });
    const base = { model: 'qwen3:8b', messages: ask, tools: WEATHER_TOOLS };
    const auto = await client.chat.completions.create({ ...base, tool_choice: 'auto' });
    expect(auto.choices[0]?.message.content).toBe('No tools needed.');
    expect(replay.requests[0]?.messages[0]?.content).toContain('<tools>');

    const none = await client.chat.completions.create({ ...base, tool_choice: 'none' });
    expect(none.choices[0]?.message).toMatchObject({ content: 'No tools needed.' });
    expect(none.choices[0]?.message.tool_calls).toBeUndefined();
    expect(JSON.stringify(replay.requests[1]?.messages)).not.toContain('<tools>');

    const required = await client.chat.completions.create({ ...base, tool_choice: 'required' });
    expect(required.choices[0]?.finish_reason).toBe('tool_calls');
    expect(required.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
    });
    expect(replay.requests[2]?.response_format).toMatchObject({ type: 'json_schema' });

    const named = await client.chat.completions.create({
      ...base,
      tool_choice: { type: 'function', function: { name: 'get_time' } },
    });
    expect(
      named.choices[0]?.message.tool_calls?.map(
        (call) => call.type === 'function' && call.function,
      ),
    ).toEqual([{ name: 'get_time', arguments: '{"zone":"Europe/Paris"}' }]);

    const streamed = await collect(
      await client.chat.completions.create({ ...base, tool_choice: 'required', stream: true }),
    );
    expect(streamed.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it.each([
    ['auto picks gemma for gemma3:27b', undefined, 'gemma', 'Lima'],
    ['a named preset wins over the model id', 'xml', 'xml', 'Oslo'],
  ] as const)('should choose the preset: %s', async (_name, preset, used, city) => {
    const answer = `Sure.\n${formatCall(used, 'get_weather', { city })}`;
    const { client, log } = await startStack(
      { script: () => answer },
      preset === undefined ? {} : { preset },
    );
    const completion = await client.chat.completions.create({
      model: 'gemma3:27b',
      messages: ask,
      tools: WEATHER_TOOLS,
    });
    expect(completion.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      function: { name: 'get_weather', arguments: JSON.stringify({ city }) },
    });
    expect(log[0]).toContain(`preset=${used}`);
  });
});
