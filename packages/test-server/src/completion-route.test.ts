import { afterEach, describe, expect, it } from 'vitest';
import { type ReplayServer, startReplayServer } from './start-replay-server';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function post(server: ReplayServer, body: object): Promise<Response> {
  return fetch(`${server.url}/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /v1/completions', () => {
  it('answers a raw prompt with the scripted text, cut at the first stop sequence', async () => {
    const server = await startReplayServer({ script: [], completions: ['Hello<|im_end|>more'] });
    servers.push(server);
    const response = await post(server, {
      model: 'm',
      prompt: '<|im_start|>user\nHi',
      stop: ['<|im_end|>'],
    });
    const body = (await response.json()) as {
      object: string;
      choices: { text: string; finish_reason: string }[];
    };
    expect(body.object).toBe('text_completion');
    expect(body.choices).toEqual([
      { index: 0, text: 'Hello', finish_reason: 'stop', logprobs: null },
    ]);
    expect(server.completionRequests.map((request) => request.prompt)).toEqual([
      '<|im_start|>user\nHi',
    ]);
  });

  it('streams text_completion chunks whose texts add up to the answer, then usage when asked', async () => {
    const server = await startReplayServer({
      script: [],
      completions: () => 'a longer answer',
      chunking: 3,
    });
    servers.push(server);
    const response = await post(server, {
      model: 'm',
      prompt: 'p',
      stream: true,
      stream_options: { include_usage: true },
    });
    const events = (await response.text())
      .split('\n\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
      .map((line) => JSON.parse(line.slice(6)) as { choices: { text: string }[]; usage?: unknown });
    expect(events.flatMap((event) => event.choices.map((choice) => choice.text)).join('')).toBe(
      'a longer answer',
    );
    expect(events.length).toBeGreaterThan(3);
    expect(events.at(-1)?.usage).toBeDefined();
  });

  it('refuses a request without a prompt, and answers 404 when no completions are scripted', async () => {
    const server = await startReplayServer({ script: [], completions: ['x'] });
    servers.push(server);
    expect((await post(server, { model: 'm' })).status).toBe(400);
    const chatOnly = await startReplayServer({ script: [] });
    servers.push(chatOnly);
    expect((await post(chatOnly, { model: 'm', prompt: 'p' })).status).toBe(404);
  });
});
