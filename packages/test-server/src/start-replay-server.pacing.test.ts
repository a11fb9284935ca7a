import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ReplayServer, startReplayServer } from './start-replay-server';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const body = (stream: boolean) =>
  JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }], stream });

function post(server: ReplayServer, stream: boolean, signal?: AbortSignal): Promise<Response> {
  return fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(stream),
    ...(signal === undefined ? {} : { signal }),
  });
}

describe('startReplayServer pacing and hang-ups', () => {
  it('should record no early close for answers read to the end', async () => {
    const server = await startReplayServer({ script: () => 'Hello there.', eventDelayMs: 1 });
    servers.push(server);
    await (await post(server, true)).text();
    await (await post(server, false)).text();
    expect(server.requests).toHaveLength(2);
    expect(server.closedEarly).toEqual([]);
  });

  it('should record a stream whose client hung up in the middle', async () => {
    const server = await startReplayServer({
      script: () => 'A long answer. '.repeat(50),
      chunking: 4,
      eventDelayMs: 5,
    });
    servers.push(server);
    const controller = new AbortController();
    const response = await post(server, true, controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await vi.waitFor(() => expect(server.closedEarly).toEqual([0]), { timeout: 5000 });
  });

  it('should wait answerDelayMs before answering and record a request dropped meanwhile', async () => {
    const server = await startReplayServer({ script: () => 'Late.', answerDelayMs: 200 });
    servers.push(server);
    const controller = new AbortController();
    const pending = post(server, false, controller.signal).catch((error: unknown) => error);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(server.closedEarly).toEqual([0]), { timeout: 5000 });
  });
});
