import { formatCall, messageText } from '@tool/test-server';
import type OpenAI from 'openai';
import { describe, expect, it, vi } from 'vitest';
import { functionTools, startStack } from './harness';

const TOOLS = functionTools({ get_weather: { city: { type: 'string' } } });
const STREAMS = 48;

describe('tool-proxy under concurrent load', () => {
  it(`should serve ${STREAMS} concurrent streams, each with its own call`, async () => {
    // Each answer calls get_weather for the city its request names, so crossed streams would show.
    const { client, replay, proxy } = await startStack({
      script: (request) => {
        const city = messageText(request.messages.at(-1) ?? { role: 'user' }).replace(
          'Weather in ',
          '',
        );
        return `Checking ${city}.\n${formatCall('hermes', 'get_weather', { city })}`;
      },
      chunking: 3,
    });
    const cities = Array.from({ length: STREAMS }, (_, i) => `City-${i}`);
    const results = await Promise.all(
      cities.map(async (city) => {
        const stream = await client.chat.completions.create({
          model: 'qwen3:8b',
          messages: [{ role: 'user', content: `Weather in ${city}` }],
          tools: TOOLS,
          stream: true,
        });
        const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        return chunks;
      }),
    );
    results.forEach((chunks, i) => {
      const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
      expect(deltas.map((delta) => delta.content ?? '').join('')).toBe(`Checking ${cities[i]}.`);
      const args = deltas
        .flatMap((delta) => delta.tool_calls ?? [])
        .map((call) => call.function?.arguments ?? '')
        .join('');
      expect(JSON.parse(args)).toEqual({ city: cities[i] });
      expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
      expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
    });
    expect(replay.requests).toHaveLength(STREAMS);
    expect(replay.closedEarly).toEqual([]);
    await vi.waitFor(() => expect(proxy.app.inFlight).toBe(0));
  });
});
