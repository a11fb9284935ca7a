import Anthropic from '@anthropic-ai/sdk';
import { formatCall, messageText, type ReplayScript } from '@tool/test-server';
import { describe, expect, it, vi } from 'vitest';
import { startStack } from './harness';

const STREAMS = 100;
const cities = Array.from({ length: STREAMS }, (_, i) => `City-${i}`);

/** Each answer calls get_weather for the city its request names, so crossed streams would show. */
const perCity: ReplayScript = (request) => {
  const city = messageText(request.messages.at(-1) ?? { role: 'user' }).replace('Weather in ', '');
  return {
    reasoning: `Looking up ${city}.`,
    text: `Checking ${city}.\n${formatCall('hermes', 'get_weather', { city })}`,
  };
};
const schema = {
  type: 'object' as const,
  properties: { city: { type: 'string' } },
  required: ['city'],
};

describe('the new surfaces under concurrent load', () => {
  it(`should serve ${STREAMS} concurrent /v1/responses streams, each with its own call`, async () => {
    const { client, replay, proxy } = await startStack({ script: perCity, chunking: 3 });
    const finals = await Promise.all(
      cities.map((city) =>
        client.responses
          .stream({
            model: 'qwen3:8b',
            input: `Weather in ${city}`,
            tools: [{ type: 'function', name: 'get_weather', parameters: schema, strict: false }],
          })
          .finalResponse(),
      ),
    );
    finals.forEach((response, i) => {
      expect(response.output_text).toBe(`Checking ${cities[i]}.`);
      const [reasoning, , call] = response.output;
      expect(reasoning).toMatchObject({
        type: 'reasoning',
        content: [{ text: `Looking up ${cities[i]}.` }],
      });
      expect(call?.type === 'function_call' && JSON.parse(call.arguments)).toEqual({
        city: cities[i],
      });
    });
    expect(new Set(finals.map((response) => response.id)).size).toBe(STREAMS);
    expect(replay.requests).toHaveLength(STREAMS);
    expect(replay.closedEarly).toEqual([]);
    await vi.waitFor(() => expect(proxy.app.inFlight).toBe(0));
  });

  it(`should serve ${STREAMS} concurrent /v1/messages streams, each with its own call`, async () => {
    const { replay, proxy } = await startStack({ script: perCity, chunking: 3 });
    const client = new Anthropic({ baseURL: proxy.url, apiKey: 'test-key', maxRetries: 0 });
    const finals = await Promise.all(
      cities.map((city) =>
        client.messages
          .stream({
            model: 'qwen3:8b',
            max_tokens: 256,
            messages: [{ role: 'user', content: `Weather in ${city}` }],
            tools: [{ name: 'get_weather', input_schema: schema }],
          })
          .finalMessage(),
      ),
    );
    finals.forEach((message, i) => {
      expect(message.stop_reason).toBe('tool_use');
      expect(message.content).toMatchObject([
        { type: 'thinking', thinking: `Looking up ${cities[i]}.` },
        { type: 'text', text: `Checking ${cities[i]}.` },
        { type: 'tool_use', name: 'get_weather', input: { city: cities[i] } },
      ]);
    });
    expect(replay.requests).toHaveLength(STREAMS);
    expect(replay.closedEarly).toEqual([]);
    await vi.waitFor(() => expect(proxy.app.inFlight).toBe(0));
  });
});
