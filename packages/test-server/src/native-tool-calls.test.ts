import { afterEach, describe, expect, it } from 'vitest';
import { type ReplayServer, startReplayServer } from './start-replay-server';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const answer = {
  text: 'Checking.',
  toolCalls: [
    { name: 'get_weather', arguments: { city: 'Seoul' } },
    { id: 'call_mine', name: 'get_time', arguments: '{"zone": "UTC"' },
  ],
};

async function ask(stream: boolean): Promise<Response> {
  const server = await startReplayServer({ script: [answer], chunking: 4 });
  servers.push(server);
  return fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }], stream }),
  });
}

interface ToolCallDelta {
  index: number;
  id?: string;
  type?: string;
  function: { name?: string; arguments: string };
}

describe('native tool calls', () => {
  it('should answer with message.tool_calls and finish_reason tool_calls', async () => {
    const body = await (await ask(false)).json();
    expect(body.choices[0]).toMatchObject({
      message: {
        role: 'assistant',
        content: 'Checking.',
        tool_calls: [
          {
            id: 'call_replay_0_0',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Seoul"}' },
          },
          {
            id: 'call_mine',
            type: 'function',
            function: { name: 'get_time', arguments: '{"zone": "UTC"' },
          },
        ],
      },
      finish_reason: 'tool_calls',
    });
  });

  it('should stream each call as OpenAI does: index, id and name first, then argument pieces', async () => {
    const text = await (await ask(true)).text();
    const chunks = text
      .split('\n\n')
      .filter((event) => event.startsWith('data: {'))
      .map((event) => JSON.parse(event.slice(6)));
    const deltas: ToolCallDelta[] = chunks.flatMap(
      (chunk) => chunk.choices[0]?.delta?.tool_calls ?? [],
    );
    expect(deltas[0]).toEqual({
      index: 0,
      id: 'call_replay_0_0',
      type: 'function',
      function: { name: 'get_weather', arguments: '' },
    });
    const joined = (index: number) =>
      deltas
        .filter((delta) => delta.index === index)
        .map((delta) => delta.function.arguments)
        .join('');
    expect(joined(0)).toBe('{"city":"Seoul"}');
    expect(joined(1)).toBe('{"zone": "UTC"');
    expect(deltas.filter((delta) => delta.id !== undefined)).toHaveLength(2);
    // Argument pieces after the first chunk carry neither id nor name.
    expect(deltas[1]).toEqual({ index: 0, function: { arguments: '{"ci' } });
    const finish = chunks.find((chunk) => chunk.choices[0]?.finish_reason !== null);
    expect(finish?.choices[0].finish_reason).toBe('tool_calls');
  });
});
