import OpenAI from 'openai';
import { expect } from 'vitest';
import type { RunningApp } from '../src/hosts/runtime-host';

/** The official client pointed at a proxy, and the raw text of every response body it read. */
export interface RecordingClient {
  client: OpenAI;
  /** One entry per response, in order: its body exactly as the proxy sent it. */
  bodies: Promise<string>[];
}

/** Where an in-process app (no URL of its own) is addressed; only the path reaches the app. */
const IN_PROCESS = 'http://in-process.test/';

/**
 * The official `openai` client talking to the proxy in `app`: over HTTP to its URL (Bun, Deno,
 * workerd), or through `app.fetch` for a runtime without one (the Edge runtime). Every response
 * body is teed, so a test sees both what the client made of a stream and the stream's bytes.
 */
export function recordingClient(app: RunningApp, apiKey: string): RecordingClient {
  const bodies: Promise<string>[] = [];
  const send = app.url === undefined ? inProcessFetch(app) : fetch;
  const client = new OpenAI({
    baseURL: new URL('/v1', app.url ?? IN_PROCESS).href,
    apiKey,
    maxRetries: 0,
    fetch: async (input, init) => {
      const response = await send(input, init);
      if (response.body === null) return response;
      const [recorded, read] = response.body.tee();
      const text = new Response(recorded).text();
      // A body the client gave up on (an abort) fails here too; that is for a test to await.
      text.catch(() => {});
      bodies.push(text);
      return new Response(read, response);
    },
  });
  return { client, bodies };
}

/** The client's `fetch(url, init)` as a request to `app.fetch(path, init)`, in plain data. */
function inProcessFetch(app: RunningApp) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (input instanceof Request) throw new Error('The in-process adapter takes a URL and init');
    if (init?.body != null && typeof init.body !== 'string') {
      throw new Error('The in-process adapter sends string bodies only (the client sends JSON)');
    }
    const url = new URL(input);
    return app.fetch(url.pathname + url.search, {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
  };
}

/**
 * A server-sent-events body split into its `data:` payloads, each event checked to be exactly
 * one `data:` line, as OpenAI writes them.
 */
export function sseData(body: string): string[] {
  expect(body.endsWith('\n\n'), body).toBe(true);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((event) => {
      expect(event).toMatch(/^data: [^\n]+$/);
      return event.slice('data: '.length);
    });
}

/** Reads a streamed answer of the client to the end. */
export async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

/** The `openai` client's error for a request that must fail. */
export async function apiError(
  request: Promise<unknown>,
): Promise<InstanceType<typeof OpenAI.APIError>> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof OpenAI.APIError)) {
    throw new Error(
      `Expected an API error, got ${error === undefined ? 'an answer' : String(error)}`,
    );
  }
  return error;
}
